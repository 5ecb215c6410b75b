import { globalStyle, style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { bodyText, darkTint, headingText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

/** The accent as a gradient field, its text in white (the on-accent colour). */
export const branding = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['8'],
  background: `linear-gradient(135deg, ${vars.color.accent} 0%, ${vars.color.accentHover} 100%)`,
  color: vars.color.onAccent,
  ...darkTint('accentSubtle', 'text', 'border'),
});

export const brandingContent = style([
  flexColumn('4'),
  { alignItems: 'center', maxWidth: '640px', textAlign: 'center' },
]);

export const product = style([
  bodyText('sm', 'semibold'),
  { letterSpacing: '0.08em', textTransform: 'uppercase' },
]);

export const heroTitle = style(headingText('xxl', 'bold'));

export const heroText = style({ margin: 0, fontSize: vars.fontSize.md });

export const carousel = style({ marginBlock: vars.space['4'] });

// The carousel's dots and every focus ring in white on the accent field.
globalStyle(`${carousel} button`, { color: vars.color.onAccent });
globalStyle(`${branding} :focus-visible`, { outlineColor: vars.color.onAccent });
// The dark theme's branding field is a dark tint (see darkTint): the theme's own colours.
globalStyle(`[data-rolescope][data-theme="dark"] ${carousel} button`, { color: vars.color.text });
globalStyle(`[data-rolescope][data-theme="dark"] ${branding} :focus-visible`, {
  outlineColor: vars.color.focusRing,
});

export const claim = style(bodyText('lg', 'semibold'));

/** White on the accent field. */
export const signInButton = style({
  background: vars.color.onAccent,
  color: vars.color.accentText,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': {
      background: vars.color.accentSubtle,
    },
  },
});

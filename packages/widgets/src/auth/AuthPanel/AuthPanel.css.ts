import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { closeButton } from '../../styles/controls';
import { flexColumn } from '../../styles/layout';
import { bodyText, darkTint, headingText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

/** Hero 70%, panel 30% (the specification's layout constants); the panel covers the screen on phones. */
export const root = style({
  position: 'relative',
  display: 'flex',
  minHeight: '100vh',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.background,
});

export const hero = style({
  flex: '1 1 100%',
  display: 'flex',
  minWidth: 0,
  transition: `flex-basis ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${root}:not([data-view="closed"]) &`]: { flexBasis: '70%' } },
  '@media': {
    '(max-width: 767px)': {
      selectors: { [`${root}:not([data-view="closed"]) &`]: { flexBasis: '100%' } },
    },
  },
});

export const panel = style({
  flex: '0 0 30%',
  minWidth: '352px',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  overflowY: 'auto',
  animation: `${slideIn} ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': focusRing },
  '@media': {
    '(max-width: 767px)': {
      position: 'absolute',
      inset: 0,
      minWidth: 0,
      width: '100%',
      borderInlineStart: 0,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const panelBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space['3'],
});

export const panelBody = style({
  padding: vars.space['6'],
  paddingTop: 0,
});

export const close = style(closeButton(vars.size.control));

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

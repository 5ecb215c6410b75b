import { assignVars, createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, lightColors } from './palettes';
import { darkShadow, lightShadow, themeTokens } from './tokens';

/** Where the widgets' variables live: the provider's root element (and nothing else). */
const rootSelector = '[data-rolescope]';
const darkSelector = '[data-rolescope][data-theme="dark"]';

createGlobalTheme(rootSelector, vars, themeTokens(lightColors, lightShadow));

/**
 * The dark theme and its printout set only what differs from the light theme (the colours and
 * the shadow): the other variables are the root's, so they are not written three times.
 */
const schemeVars = { color: vars.color, shadow: vars.shadow };
const lightScheme = { color: lightColors, shadow: { raised: lightShadow } };

globalStyle(darkSelector, {
  vars: assignVars(schemeVars, { color: darkColors, shadow: { raised: darkShadow } }),
  /** Paper is white: a printout (the A4 report) uses the light values in the dark theme too. */
  '@media': { print: { vars: assignVars(schemeVars, lightScheme), colorScheme: 'light' } },
});

globalStyle(rootSelector, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.duration]: '0ms' } },
  },
});

/**
 * The class of the provider's root element: font and colour of everything inside, and an opaque
 * background (`--rs-color-background`), so that the widgets' text never sits on the host's
 * background, whatever it is (a host may set the variable to match its page). The scoped reset
 * (`reset.css.ts`) gives every element inside sane values first.
 */
export const themeRoot = style({
  display: 'block',
  background: vars.color.background,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  colorScheme: 'light',
  WebkitFontSmoothing: 'antialiased',
  selectors: { '&[data-theme="dark"]': { colorScheme: 'dark' } },
});

/** Content only screen readers perceive. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, lightColors } from './palettes';
import { darkShadow, lightShadow, themeTokens } from './tokens';

/** Where the widgets' variables live: the provider's root element (and nothing else). */
const rootSelector = '[data-rolescope]';
const darkSelector = '[data-rolescope][data-theme="dark"]';

createGlobalTheme(rootSelector, vars, themeTokens(lightColors, lightShadow));
createGlobalTheme(darkSelector, vars, themeTokens(darkColors, darkShadow));

globalStyle(rootSelector, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.duration]: '0ms' } },
  },
});

/** The class of the provider's root element: font, colour and box model of everything inside. */
export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  colorScheme: 'light',
  WebkitFontSmoothing: 'antialiased',
  selectors: { '&[data-theme="dark"]': { colorScheme: 'dark' } },
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
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

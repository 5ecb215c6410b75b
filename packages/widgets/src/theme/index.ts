export { accentVars } from './accent';
export { applyThemeVars } from './applyThemeVars';
export { contrastRatio } from './color';
export { vars } from './contract.css';
export type { ColorScheme, RolescopeTheme, ThemeOptions } from './createTheme';
export { darkTheme, lightTheme } from './createTheme';
export type { ColorTokens } from './palettes';
export { darkColors, lightColors } from './palettes';
export { rootSelector, themeRoot, visuallyHidden } from './theme.css';

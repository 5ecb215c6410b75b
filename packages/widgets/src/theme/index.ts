export { ColorSchemeSwitch, type ColorSchemeSwitchProps } from './ColorSchemeSwitch';
export type { ColorSchemePreference } from './colorScheme';
export type { RolescopeTheme, ThemeOptions } from './createTheme';
export { darkTheme, lightTheme } from './createTheme';
export { visuallyHidden } from './theme.css';

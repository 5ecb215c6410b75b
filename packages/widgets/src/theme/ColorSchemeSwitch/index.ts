export { ColorSchemeSwitch, type ColorSchemeSwitchProps } from './ColorSchemeSwitch';

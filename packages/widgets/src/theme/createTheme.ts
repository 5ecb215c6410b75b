import { accentVars } from './accent';

type ColorScheme = 'light' | 'dark';

/**
 * A theme the provider applies to its root element: the colour scheme selects the stylesheet's
 * light or dark values (`[data-theme]`), and `vars` holds `--rs-*` overrides (a custom accent,
 * or any variable a host wants to change).
 */
export type RolescopeTheme = {
  colorScheme: ColorScheme;
  vars: Readonly<Record<`--rs-${string}`, string>>;
};

export type ThemeOptions = {
  /** The brand colour (hex preferred; other CSS colours are passed through). */
  accentColor?: string;
  /** Further `--rs-*` overrides, applied after the accent. */
  vars?: Record<`--rs-${string}`, string>;
};

const build = (colorScheme: ColorScheme, options: ThemeOptions = {}): RolescopeTheme => ({
  colorScheme,
  vars: {
    ...(options.accentColor ? accentVars(options.accentColor, colorScheme) : {}),
    ...options.vars,
  } as Record<`--rs-${string}`, string>,
});

/** The light theme (default accent: a deep teal). */
export const lightTheme = (options?: ThemeOptions): RolescopeTheme => build('light', options);

/** The dark theme: near-black surfaces, a lighter teal accent. */
export const darkTheme = (options?: ThemeOptions): RolescopeTheme => build('dark', options);

/** What the user chose: a fixed scheme, or `system` (follows `prefers-color-scheme`). */
export type ColorSchemePreference = 'light' | 'dark' | 'system';

/** The scheme actually shown. */
export type ResolvedColorScheme = 'light' | 'dark';

export const colorSchemePreferences: readonly ColorSchemePreference[] = ['light', 'dark', 'system'];

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the operating system asks for dark (false where there is no `matchMedia`, e.g. SSR). */
export const systemPrefersDark = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(DARK_QUERY).matches;

export const resolveColorScheme = (
  preference: ColorSchemePreference,
  prefersDark: boolean,
): ResolvedColorScheme => (preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference);

/**
 * The colour palettes of the light and dark themes, as plain data so that tests can check
 * their contrast and `accent.ts` can derive a custom accent. The stylesheet
 * (`theme.css.ts`) writes them into `--rs-*` variables.
 */
export type ColorTokens = {
  background: string;
  surface: string;
  surfaceSunken: string;
  surfaceRaised: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  accentSubtle: string;
  accentText: string;
  success: string;
  successSubtle: string;
  onSuccess: string;
  destructive: string;
  destructiveHover: string;
  destructiveSubtle: string;
  onDestructive: string;
  focusRing: string;
  overlay: string;
  tooltip: string;
  onTooltip: string;
};

export const lightColors: ColorTokens = {
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceSunken: '#eef1f4',
  surfaceRaised: '#ffffff',
  border: '#d6dbe1',
  borderStrong: '#6b7482',
  text: '#111827',
  textMuted: '#4b5563',
  accent: '#0f5e63',
  accentHover: '#0b4a4e',
  onAccent: '#ffffff',
  accentSubtle: '#e2f0f0',
  accentText: '#0f5e63',
  success: '#17663a',
  successSubtle: '#e5f3ea',
  onSuccess: '#ffffff',
  destructive: '#b42318',
  destructiveHover: '#912018',
  destructiveSubtle: '#fdecea',
  onDestructive: '#ffffff',
  focusRing: '#0f5e63',
  overlay: 'rgba(17, 24, 39, 0.55)',
  tooltip: '#1f2937',
  onTooltip: '#ffffff',
};

export const darkColors: ColorTokens = {
  background: '#0b0f14',
  surface: '#141a21',
  surfaceSunken: '#0f141a',
  surfaceRaised: '#1c232c',
  border: '#2d3640',
  borderStrong: '#8591a0',
  text: '#f3f4f6',
  textMuted: '#a9b2be',
  accent: '#5ec4c4',
  accentHover: '#80d4d4',
  onAccent: '#06181a',
  accentSubtle: '#133436',
  accentText: '#6fcfcf',
  success: '#5fcf8c',
  successSubtle: '#12301f',
  onSuccess: '#06180d',
  destructive: '#f97970',
  destructiveHover: '#fb9790',
  destructiveSubtle: '#3a1514',
  onDestructive: '#1c0504',
  focusRing: '#80d4d4',
  overlay: 'rgba(0, 0, 0, 0.65)',
  // A dark tooltip: every text of the dark theme sits on a dark surface.
  tooltip: '#374151',
  onTooltip: '#f9fafb',
};

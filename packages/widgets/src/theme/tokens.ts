import type { ColorTokens } from './palettes';

/** The non-colour tokens shared by every theme (4 px spacing grid, 12-32 px type scale). */
export const baseTokens = {
  radius: { control: '8px', card: '12px', full: '9999px' },
  space: {
    '0': '0px',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  focus: { ring: '2px', offset: '2px' },
  motion: { duration: '180ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { control: '40px', target: '24px' },
};

export const lightShadow = '0 8px 24px rgba(17, 24, 39, 0.12), 0 2px 6px rgba(17, 24, 39, 0.08)';
export const darkShadow = '0 8px 24px rgba(0, 0, 0, 0.5), 0 2px 6px rgba(0, 0, 0, 0.4)';

export const themeTokens = (color: ColorTokens, shadow: string) => ({
  ...baseTokens,
  color,
  shadow: { raised: shadow },
});

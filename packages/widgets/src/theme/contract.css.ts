import { createGlobalThemeContract } from '@vanilla-extract/css';
// First, so that the reset precedes every component rule in the stylesheet (see reset.css.ts).
import './reset.css';

const token = {
  color: {
    background: '',
    surface: '',
    surfaceSunken: '',
    surfaceRaised: '',
    border: '',
    borderStrong: '',
    text: '',
    textMuted: '',
    accent: '',
    accentHover: '',
    onAccent: '',
    accentSubtle: '',
    accentText: '',
    success: '',
    successSubtle: '',
    onSuccess: '',
    destructive: '',
    destructiveHover: '',
    destructiveSubtle: '',
    onDestructive: '',
    focusRing: '',
    overlay: '',
    tooltip: '',
    onTooltip: '',
  },
  radius: { control: '', card: '', full: '' },
  space: {
    '0': '',
    '1': '',
    '2': '',
    '3': '',
    '4': '',
    '5': '',
    '6': '',
    '8': '',
    '10': '',
    '12': '',
  },
  font: { body: '', mono: '' },
  fontSize: { xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  fontWeight: { regular: '', medium: '', semibold: '', bold: '' },
  lineHeight: { tight: '', normal: '' },
  shadow: { raised: '' },
  focus: { ring: '', offset: '' },
  motion: { duration: '', easing: '' },
  size: { control: '', target: '' },
};

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme contract: every CSS variable is `--rs-<group>-<name>` (e.g. `--rs-color-accent`,
 * `--rs-space-4`), so a host page's variables and ours never collide.
 */
export const vars = createGlobalThemeContract(
  token,
  (_value, path) => `rs-${path.map(kebab).join('-')}`,
);

import { describe, expect, it } from 'vitest';
import { accentVars } from './accent';
import { contrastRatio } from './color';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './createTheme';
import { type ColorTokens, darkColors, lightColors } from './palettes';
import { baseTokens } from './tokens';

const leaves = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.values(value as Record<string, unknown>).flatMap((v) => leaves(v));

/** Text/background pairs every theme keeps at AA (4.5:1), and controls at 3:1. */
const textPairs: [keyof ColorTokens, keyof ColorTokens][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceSunken'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceSunken'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['accentText', 'surface'],
  ['accentText', 'accentSubtle'],
  ['text', 'accentSubtle'],
  ['success', 'surface'],
  ['onSuccess', 'success'],
  ['destructive', 'surface'],
  ['onDestructive', 'destructive'],
  ['onDestructive', 'destructiveHover'],
  ['onTooltip', 'tooltip'],
];
const nonTextPairs: [keyof ColorTokens, keyof ColorTokens][] = [
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['focusRing', 'background'],
];

describe('theme', () => {
  it('names every CSS variable --rs-*', () => {
    const names = leaves(vars);
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) expect(name).toMatch(/^var\(--rs-[a-z0-9-]+\)$/);
    expect(vars.color.accent).toBe('var(--rs-color-accent)');
    expect(vars.space['4']).toBe('var(--rs-space-4)');
  });

  it.each([
    ['light', lightColors],
    ['dark', darkColors],
  ] as const)('keeps text at WCAG AA contrast in the %s palette', (_name, colors) => {
    for (const [fg, bg] of textPairs) {
      expect({
        pair: `${fg} on ${bg}`,
        ratio: contrastRatio(colors[fg], colors[bg]) >= 4.5,
      }).toEqual({ pair: `${fg} on ${bg}`, ratio: true });
    }
    for (const [fg, bg] of nonTextPairs) {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses a 4 px spacing grid, the 12-32 px type scale, radii 8/12 and short motion', () => {
    for (const value of Object.values(baseTokens.space)) {
      expect(Number.parseInt(value, 10) % 4).toBe(0);
    }
    expect(Object.values(baseTokens.fontSize)).toEqual([
      '12px',
      '14px',
      '16px',
      '20px',
      '24px',
      '32px',
    ]);
    expect(baseTokens.radius.control).toBe('8px');
    expect(baseTokens.radius.card).toBe('12px');
    const ms = Number.parseInt(baseTokens.motion.duration, 10);
    expect(ms).toBeGreaterThanOrEqual(150);
    expect(ms).toBeLessThanOrEqual(200);
  });

  it('lightTheme() and darkTheme() are plain objects, with accent overrides only when asked', () => {
    expect(lightTheme()).toEqual({ colorScheme: 'light', vars: {} });
    expect(darkTheme()).toEqual({ colorScheme: 'dark', vars: {} });
    const brand = lightTheme({ accentColor: '#0a7' });
    expect(brand.vars['--rs-color-accent']).toBe('#00aa77');
    expect(Object.keys(brand.vars).every((k) => k.startsWith('--rs-'))).toBe(true);
  });

  it.each(['#0a7', '#ffcc00', '#1d4ed8', '#000000', '#ffffff'])(
    'derives readable accent colours from %s',
    (accent) => {
      for (const scheme of ['light', 'dark'] as const) {
        const v = accentVars(accent, scheme);
        const on = v['--rs-color-on-accent'] ?? '';
        expect(contrastRatio(on, v['--rs-color-accent'] ?? '')).toBeGreaterThanOrEqual(4.5);
        const surface = scheme === 'light' ? lightColors.surface : darkColors.surface;
        expect(contrastRatio(v['--rs-color-accent-text'] ?? '', surface)).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );

  it('passes a non-hex accent through', () => {
    expect(accentVars('oklch(60% 0.1 200)', 'light')['--rs-color-accent']).toBe(
      'oklch(60% 0.1 200)',
    );
  });
});

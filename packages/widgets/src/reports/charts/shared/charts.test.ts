import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../theme/color';
import { darkColors, lightColors } from '../../../theme/palettes';
import { chartColors, chartSurfaces } from './chartColors';
import { fitLabel, formatNumber } from './geometry';

describe('chart colours', () => {
  it.each([
    ['light', lightColors],
    ['dark', darkColors],
  ] as const)('keep 3:1 non-text contrast on every surface in the %s theme', (_name, colors) => {
    const low = Object.values(chartColors).flatMap((mark) =>
      chartSurfaces
        .map((surface) => ({
          pair: `${mark} on ${surface}`,
          ratio: contrastRatio(colors[mark], colors[surface]),
        }))
        .filter((p) => !(p.ratio >= 3)),
    );
    expect(low).toEqual([]);
  });

  it('tell the two series apart from each other, not only from the surface', () => {
    for (const colors of [lightColors, darkColors]) {
      expect(contrastRatio(colors[chartColors.first], colors[chartColors.second])).toBeGreaterThan(
        1.5,
      );
    }
  });
});

describe('fitLabel', () => {
  it('keeps a short name whole and cuts a long one to one line with an ellipsis', () => {
    expect(fitLabel('Programming')).toEqual({ text: 'Programming', cut: false });
    const long = fitLabel(
      'Stakeholder management across regulated international programmes and vendors',
    );
    expect(long.cut).toBe(true);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.text.length).toBeLessThanOrEqual(54);
  });

  it('formats numbers with at most one decimal', () => {
    expect(formatNumber(212)).toBe('212');
    expect(formatNumber(81.256)).toBe('81.3');
  });
});

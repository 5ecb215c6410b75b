import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test';
import { ScoreCompositionChart } from './ScoreCompositionChart';

const parts = { roleAndResponsibilities: 212, roleEffectiveness: 81.25, rolesImpact: 120 };

describe('<ScoreCompositionChart />', () => {
  it('is an image named by its visible title, with each part, its score and range as a table', () => {
    renderWithProviders(<ScoreCompositionChart {...parts} />);
    expect(screen.getByRole('img', { name: 'Score composition' }).tagName.toLowerCase()).toBe(
      'svg',
    );
    const table = screen.getByRole('table', { name: 'Score composition' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PartScoreRange',
      'Roles and responsibilities21210 to 412',
      'Roles effectiveness81.37 to 260',
      'Role impact1202 to 320',
    ]);
  });

  it('writes each score against its range beside its bar', () => {
    renderWithProviders(<ScoreCompositionChart {...parts} />);
    const img = screen.getByRole('img', { name: 'Score composition' });
    expect(within(img).getByText('212 (range 10 to 412)')).toBeInTheDocument();
    expect(within(img).getByText('81.3 (range 7 to 260)')).toBeInTheDocument();
    expect(within(img).getByText('120 (range 2 to 320)')).toBeInTheDocument();
  });

  it('draws each range and score on one axis from 0 to 420, a score past its range kept inside it', () => {
    renderWithProviders(<ScoreCompositionChart {...parts} rolesImpact={999} />);
    const img = screen.getByRole('img', { name: 'Score composition' });
    const rects = [...img.querySelectorAll('rect')].map((r) => ({
      x: Number(r.getAttribute('x')),
      width: Number(r.getAttribute('width')),
    }));
    const scale = 340 / 420;
    // Pairs of (range, score) per part.
    expect(rects[0]?.x).toBeCloseTo(10 + 10 * scale);
    expect(rects[0]?.width).toBeCloseTo((412 - 10) * scale);
    expect(rects[1]?.width).toBeCloseTo(212 * scale);
    expect(rects[3]?.width).toBeCloseTo(81.25 * scale);
    expect(rects[5]?.width).toBeCloseTo(320 * scale);
    expect(within(img).getByText('999 (range 2 to 320)')).toBeInTheDocument();
  });
});

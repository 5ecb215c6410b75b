import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test';
import { CareerGapChart } from './CareerGapChart';

const items = [
  { name: 'Programming', current: 4, target: 4 },
  { name: 'Stakeholder Management', current: 2, target: 4 },
];

describe('<CareerGapChart />', () => {
  it('is an image named by its title with the current and target levels as a table', () => {
    renderWithProviders(<CareerGapChart items={items} />);
    expect(screen.getByRole('img', { name: 'Current and target levels' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Current and target levels' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'CompetencyCurrent levelTarget level',
      'Programming4 Lead4 Lead',
      'Stakeholder Management2 Practitioner4 Lead',
    ]);
  });

  it('dashes the gap between the current and the target level', () => {
    renderWithProviders(<CareerGapChart items={items} />);
    const img = screen.getByRole('img', { name: 'Current and target levels' });
    // Level n sits at 10 + (n - 0.5) * 68: the gap of the second row runs from 112 to 248.
    expect(img.querySelectorAll('line[x1="112"][x2="248"]')).toHaveLength(1);
    // The first row meets its target: no dash, the only line at level 4 is the grid's.
    expect(img.querySelectorAll('line[x1="248"][x2="248"]')).toHaveLength(1);
  });

  it('points to a table already on the page instead of repeating it', () => {
    renderWithProviders(
      <>
        <table id="gaps" aria-label="Gaps">
          <tbody>
            <tr>
              <td>Stakeholder Management: 2 to go</td>
            </tr>
          </tbody>
        </table>
        <CareerGapChart items={items} tableId="gaps" />
      </>,
    );
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(
      screen.getByRole('img', { name: 'Current and target levels' }),
    ).toHaveAccessibleDescription('Stakeholder Management: 2 to go');
  });
});

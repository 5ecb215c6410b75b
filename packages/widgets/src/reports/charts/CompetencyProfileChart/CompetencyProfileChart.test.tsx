import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test';
import { CompetencyProfileChart } from './CompetencyProfileChart';

const items = [
  { name: 'Programming', chosen: 3, recommended: 4 },
  { name: 'Stakeholder Management', chosen: 2, recommended: 2 },
];

/** Each row's cells (column headers, row header, cells) as text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [
        ...within(row).queryAllByRole('columnheader'),
        ...within(row).queryAllByRole('rowheader'),
        ...within(row).queryAllByRole('cell'),
      ].map((c) => c.textContent),
    );

describe('<CompetencyProfileChart />', () => {
  it('is an image named by its visible title, with the numbers as a table', () => {
    renderWithProviders(<CompetencyProfileChart items={items} />);
    const img = screen.getByRole('img', { name: 'Competency profile' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('Competency profile', { selector: 'figcaption' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Competency profile' });
    expect(rowsOf(table)).toEqual([
      ['Competency', 'Chosen level', 'Recommended level'],
      ['Programming', '3 Advanced', '4 Lead'],
      ['Stakeholder Management', '2 Practitioner', '2 Practitioner'],
    ]);
  });

  it('names the two series in a legend and the scale from Foundation to Authority', () => {
    renderWithProviders(<CompetencyProfileChart items={items} />);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chosen level', 'Recommended level']);
    const img = screen.getByRole('img', { name: 'Competency profile' });
    for (const name of ['Foundation', 'Practitioner', 'Advanced', 'Lead', 'Authority']) {
      expect(within(img).getByText(name)).toBeInTheDocument();
    }
  });

  it('draws a filled circle at the chosen level and a hollow diamond at the recommended one', () => {
    renderWithProviders(<CompetencyProfileChart items={items} />);
    const img = screen.getByRole('img', { name: 'Competency profile' });
    const circles = [...img.querySelectorAll('circle[r="6"]')].map((c) =>
      Number(c.getAttribute('cx')),
    );
    const diamonds = [...img.querySelectorAll('path')].map((p) =>
      Number(/^M([\d.]+)/.exec(p.getAttribute('d') ?? '')?.[1]),
    );
    // Five columns of 68 from x = 10: level n sits at 10 + (n - 0.5) * 68.
    expect(circles).toEqual([180, 112]);
    expect(diamonds).toEqual([248, 112]);
    // The difference is drawn dashed between the two marks; equal levels need none.
    expect(img.querySelectorAll('line[x1="180"][x2="248"]')).toHaveLength(1);
  });

  it('scales to its container with a viewBox and cuts a long name with its full text in a <title>', () => {
    const long = 'Stakeholder management across regulated international programmes and vendors';
    renderWithProviders(
      <CompetencyProfileChart items={[{ name: long, chosen: 5, recommended: 1 }]} />,
    );
    const img = screen.getByRole('img', { name: 'Competency profile' });
    expect(img).toHaveAttribute('viewBox', '0 0 360 88');
    expect(img).not.toHaveAttribute('width');
    const label = within(img).getByText(/^Stakeholder management.*…$/);
    expect(label.querySelector('title')?.textContent).toBe(long);
    expect(within(screen.getByRole('table')).getByRole('rowheader')).toHaveTextContent(long);
  });

  it('uses overridden strings, the level names shared with the rest of the report', () => {
    renderWithProviders(<CompetencyProfileChart items={items} />, {
      localization: {
        charts: { profileTitle: 'Kompetenzprofil' },
        proficiencyLevels: { advanced: 'Fortgeschritten' },
      },
    });
    const img = screen.getByRole('img', { name: 'Kompetenzprofil' });
    expect(within(img).getByText('Fortgeschritten')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Kompetenzprofil' })).toHaveTextContent(
      '3 Fortgeschritten',
    );
  });
});

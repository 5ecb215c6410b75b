import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCareerReport } from '../../model/career/readCareerReport';
import { renderWithProviders } from '../../test';
import { sampleCareerReport } from '../../test/careerFixtures';
import { CareerReportView } from './CareerReportView';

const content = readCareerReport(sampleCareerReport);

describe('<CareerReportView />', () => {
  it('gives each bar a text alternative and the gap in words, not colour alone', () => {
    if (!content) throw new Error('invalid fixture');
    renderWithProviders(<CareerReportView {...content} />);
    expect(
      screen.getByRole('img', { name: 'Stakeholder Management: level 2 of 4' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Competency', 'Current', 'Target', 'Gap', 'Progress']);
    expect(within(table).getByText('2 to go')).toBeInTheDocument();
    expect(within(table).getByText('Met')).toBeInTheDocument();
  });

  it('names each row by its competency alone: the bar is a cell of its own, not in the row header', () => {
    if (!content) throw new Error('invalid fixture');
    renderWithProviders(<CareerReportView {...content} />);
    const headers = screen.getAllByRole('rowheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Programming', 'Stakeholder Management']);
    for (const header of headers) {
      expect(within(header).queryByRole('img')).toBeNull();
      expect(header).toHaveAccessibleName(header.textContent ?? '');
    }
    const row = screen.getByRole('row', { name: /^Stakeholder Management/ });
    const bar = within(row).getByRole('img', { name: 'Stakeholder Management: level 2 of 4' });
    expect(bar.closest('td')).not.toBeNull();
  });

  it('shows the current position, the time frame and N/A for an empty motivation', () => {
    if (!content) throw new Error('invalid fixture');
    renderWithProviders(
      <CareerReportView {...content} goal={{ ...content.goal, motivation: '  ' }} />,
    );
    const goal = screen.getByRole('region', { name: 'Career Goal' });
    // The levels and categories by the names every report uses, never a bare number or id.
    expect(goal).toHaveTextContent('Current career levelLevel 20, Senior professional');
    expect(goal).toHaveTextContent('Current career categoryExperienced professional and manager');
    expect(goal).toHaveTextContent('Target career categoryLeadership');
    expect(goal).toHaveTextContent('MotivationN/A');
  });

  it('shows the gap as a chart that points to the gap table for its numbers', () => {
    if (!content) throw new Error('invalid fixture');
    renderWithProviders(<CareerReportView {...content} />);
    const section = screen.getByRole('region', { name: 'Gap Analysis' });
    const chart = within(section).getByRole('img', { name: 'Current and target levels' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    for (const name of ['Programming', 'Stakeholder Management', 'Foundation', 'Authority']) {
      expect(within(chart).getByText(name)).toBeInTheDocument();
    }
    // One table holds the numbers: the chart is described by it rather than repeating it.
    const table = within(section).getByRole('table', { name: 'Gap Analysis' });
    expect(within(section).getAllByRole('table')).toEqual([table]);
    expect(chart).toHaveAccessibleDescription(/Stakeholder Management L2 L4 2 to go/);
  });
});

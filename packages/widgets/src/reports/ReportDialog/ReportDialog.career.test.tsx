import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { sampleCareerReport } from '../../test/careerFixtures';
import { ReportDialog } from './ReportDialog';

describe('<ReportDialog /> with a career report', () => {
  const open = () => {
    renderWithProviders(<ReportDialog report={sampleCareerReport} open onOpenChange={vi.fn()} />);
    return screen.getByRole('dialog', { name: 'Career Progression Report' });
  };

  it('shows the goal, readiness, the gap table and the recommendations instead of the sections', () => {
    const dialog = open();
    expect(dialog).toHaveAccessibleDescription(/Engineering Manager/);
    const goal = within(dialog).getByRole('region', { name: 'Career Goal' });
    expect(goal).toHaveTextContent('Target roleEngineering Manager');
    expect(goal).toHaveTextContent('Target career levelLevel 24, Senior leader');
    expect(goal).toHaveTextContent('Time frame2 years');
    expect(goal).toHaveTextContent('MotivationLead a platform team.');
    expect(within(dialog).getByRole('region', { name: 'Readiness' })).toHaveTextContent(
      '75% ready1 of 2 competencies at target level',
    );
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'ProgrammingL4L4Met',
      'Stakeholder ManagementL2L42 to go',
    ]);
    const recs = within(dialog).getByRole('region', { name: 'Development Recommendations' });
    expect(
      within(recs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Stakeholders ability 3a',
      'Stakeholders ability 3b',
      'Stakeholders ability 4a',
      'Stakeholders ability 4b',
    ]);
    expect(within(dialog).queryByRole('button', { name: /Role Details/ })).not.toBeInTheDocument();
  });

  it('keeps Download, the footer and the short report id', () => {
    const dialog = open();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // the CSV lists a competency report's chosen levels; a career report has its gap table
    expect(within(dialog).queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('000000ab12'.slice(-8))).toBeInTheDocument();
    expect(within(dialog).getByText('Version 1.0')).toBeInTheDocument();
  });
});

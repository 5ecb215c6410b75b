import type { Report } from '@rolescope/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatReportDate, formatReportTime } from '../../model/reports/reportFormat';
import { renderWithProviders } from '../../test';
import { fullReport, referencedReport, sparseReport } from '../../test/reportFixtures';
import { ReportDialog } from './ReportDialog';

const SECTIONS = [
  'Role Details',
  'Organization Details',
  'Role & Responsibilities',
  'Role & Effectiveness',
  'Role Impact',
  'Competency Report',
];

const open = (report: Report | null, onOpenChange = vi.fn()) => {
  const result = renderWithProviders(
    <ReportDialog report={report} open onOpenChange={onOpenChange} />,
  );
  return { ...result, onOpenChange, dialog: screen.getByRole('dialog') };
};

/**
 * Opens the dialog and waits for what comes after its first paint (the charts, the sections with
 * every body, the closed ones' too).
 */
const openAll = async (report: Report, onOpenChange = vi.fn()) => {
  const opened = open(report, onOpenChange);
  await waitFor(() =>
    expect(panelOf(header(opened.dialog, /^Competency Report/)).textContent).not.toBe(''),
  );
  return opened;
};

const header = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('button', { name });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
/** The value shown for a label (the <dd> after the <dt>). */
const shownValue = (panel: HTMLElement, label: string) =>
  within(panel).getByText(
    (_, el) => el?.tagName === 'DT' && el.textContent?.replace(/\*.*$/, '') === label,
  ).nextElementSibling?.textContent;

describe('<ReportDialog />', () => {
  it('renders nothing without a report', () => {
    renderWithProviders(<ReportDialog report={null} open onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title, the role and the created date', () => {
    const { dialog } = open(fullReport);
    expect(dialog).toHaveAccessibleName('Competency Identification Report');
    expect(dialog).toHaveAccessibleDescription(
      `Senior Backend Engineer · ${formatReportDate(fullReport.createdAt)}`,
    );
  });

  it('prints with Download', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, dialog } = open(fullReport);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('saves the competencies as CSV with Download CSV', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, dialog } = open(referencedReport);
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('competency-report-2025-01-02.csv');
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    const text = await created[0]?.text();
    expect(text).toContain('API Design,SSC/N0501,4,Lead,NSQF 6,4,0');
    click.mockRestore();
  });

  it("shows a competency's external reference and the chosen level's", async () => {
    const { dialog } = await openAll(referencedReport);
    const competency = panelOf(header(dialog, /^Competency Report/));
    expect(within(competency).getByText('SSC/N0501')).toBeInTheDocument();
    expect(within(competency).getByText(/\(Reference: NSQF 6\)/)).toBeInTheDocument();
  });

  it('opens the first section; one open at a time; the open one closes on click', async () => {
    const { user, dialog } = await openAll(fullReport);
    const headers = SECTIONS.map((name) => header(dialog, new RegExp(`^${name}`)));
    expect(headers.map((h) => h.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    await user.click(header(dialog, 'Organization Details'));
    expect(header(dialog, 'Role Details')).toHaveAttribute('aria-expanded', 'false');
    expect(header(dialog, 'Organization Details')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(header(dialog, 'Organization Details'))).toHaveAttribute('data-state', 'open');
    expect(panelOf(header(dialog, 'Role Details'))).toHaveAttribute('data-state', 'closed');
    await user.click(header(dialog, 'Organization Details'));
    expect(headers.every((h) => h.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('paints its first screen first: the charts and every section (closed ones for print) after it', async () => {
    const { dialog } = open(fullReport);
    // The opening frame: the title, the toolbar, the result summary and the footer.
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Your result' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Version 1.0');
    expect(within(dialog).queryByRole('img', { name: 'Score composition' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Role Details' })).toBeNull();
    const headers = await Promise.all(
      SECTIONS.map((name) => within(dialog).findByRole('button', { name: new RegExp(`^${name}`) })),
    );
    for (const panel of headers.map(panelOf)) expect(panel.textContent).not.toBe('');
    expect(within(dialog).getByRole('img', { name: 'Score composition' })).toBeInTheDocument();
    expect(header(dialog, /^Competency Report/)).toHaveTextContent('Evaluation');
  });

  it('mounts the charts and every section at once before printing (beforeprint)', () => {
    const { dialog } = open(fullReport);
    expect(within(dialog).queryByRole('button', { name: /^Competency Report/ })).toBeNull();
    act(() => {
      fireEvent(window, new Event('beforeprint'));
    });
    // Synchronously: the print that follows `beforeprint` lays out what is in the DOM then.
    const competency = panelOf(header(dialog, /^Competency Report/));
    expect(competency).toHaveTextContent('API Design at level 4: advanced practice.');
    const profile = within(dialog).getByRole('table', { name: 'Competency profile' });
    expect(within(profile).getByRole('rowheader', { name: 'API Design' })).toBeInTheDocument();
  });

  it('shows the role details with labels, lists, INR and required markers', async () => {
    const { dialog } = await openAll(fullReport);
    const panel = panelOf(header(dialog, 'Role Details'));
    expect(shownValue(panel, 'Role')).toBe('Senior Backend Engineer');
    expect(shownValue(panel, 'Industry Category')).toBe('Technology');
    // job families and functions read as catalog names once loaded: ReportDialog.names.test.tsx
    expect(shownValue(panel, 'Preferred Degree')).toBe('MBA (Master of Business Administration)');
    expect(shownValue(panel, 'Tier 1 Institutes')).toBe('IIM Ahmedabad, IIT Bombay');
    expect(shownValue(panel, 'Role Objective')).toBe(
      'Owns the design and reliability of the payment services.',
    );
    const ctc = within(panel).getAllByText(
      (_, el) => el?.tagName === 'DT' && /^Total CTC/.test(el.textContent ?? ''),
    );
    expect(ctc[0]?.nextElementSibling).toHaveTextContent('₹25,00,000');
    expect(ctc[0]).toHaveTextContent('Total CTC* (required)');
    const esop = within(panel).getAllByText(
      (_, el) => el?.tagName === 'DT' && /^ESOP Value/.test(el.textContent ?? ''),
    );
    expect(esop[0]).toHaveTextContent(/^ESOP Value$/);
    expect(esop[1]?.nextElementSibling).toHaveTextContent('N/A');
  });

  it('shows the organisation details and each question with its chosen answer', async () => {
    const { dialog } = await openAll(fullReport);
    const org = panelOf(header(dialog, 'Organization Details'));
    expect(shownValue(org, 'Management Level')).toBe('Middle Management');
    expect(shownValue(org, 'Annual Revenue (INR Crore)')).toBe('100 - 500');
    const impact = panelOf(header(dialog, 'Role Impact'));
    expect(within(impact).getByText('Impact on environment')).toBeInTheDocument();
    expect(
      within(impact).getByText(
        "How far do the role's decisions affect the environment and the community?",
      ),
    ).toBeInTheDocument();
    expect(within(impact).getAllByText('Negligible').length).toBeGreaterThan(0);
    expect(
      within(panelOf(header(dialog, 'Role & Responsibilities'))).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(
      within(panelOf(header(dialog, 'Role & Effectiveness'))).getAllByRole('listitem'),
    ).toHaveLength(8);
  });

  it('shows each competency with its chosen level, technical competence read from the answers', async () => {
    const { dialog } = await openAll(fullReport);
    const panel = panelOf(header(dialog, /^Competency Report/));
    expect(within(panel).getByText('API Design')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Selected level: Level 4: Lead');
    expect(panel).toHaveTextContent('Recommended level: Level 4: Lead');
    expect(panel).toHaveTextContent('API Design at level 4: advanced practice.');
    expect(panel).toHaveTextContent('Level 3: Advanced');
    expect(within(panel).getAllByText('Matches the recommendation')).toHaveLength(2);
    expect(shownValue(panel, 'Technical competence level')).toMatch(/^Advise/);
  });

  it('says how each chosen level differs from the recommended one', async () => {
    const { dialog } = await openAll({ ...fullReport, selectedLevels: { '1': 5, '2': 1 } });
    const panel = panelOf(header(dialog, /^Competency Report/));
    const [api, data] = within(panel).getAllByRole('listitem');
    expect(api).toHaveTextContent('Selected level: Level 5: Authority');
    expect(api).toHaveTextContent('Recommended level: Level 4: Lead');
    expect(api).toHaveTextContent('One level above the recommendation');
    expect(data).toHaveTextContent('Selected level: Level 1: Foundation');
    expect(data).toHaveTextContent('Two levels below the recommendation');
  });

  it('opens with the result summary: career level and name, category, score and its parts', async () => {
    const { dialog } = open(fullReport);
    const summary = within(dialog).getByRole('region', { name: 'Your result' });
    expect(summary).toHaveTextContent('Level 17, Associate');
    expect(summary).toHaveTextContent('Early career and individual contributor');
    expect(summary).toHaveTextContent('155.53');
    expect(summary).toHaveTextContent('Roles and responsibilities');
    expect(within(summary).getByRole('meter')).toHaveAttribute('aria-valuenow', '17');
    // The charts come after the first paint.
    expect(
      await within(dialog).findByRole('img', { name: 'Score composition' }),
    ).toBeInTheDocument();
    const profile = within(dialog).getByRole('table', { name: 'Competency profile' });
    expect(
      await within(profile).findByRole('rowheader', { name: 'API Design' }),
    ).toBeInTheDocument();
  });

  it('has no summary for a report whose answers are incomplete', () => {
    const { dialog } = open(sparseReport);
    expect(within(dialog).queryByRole('region', { name: 'Your result' })).toBeNull();
  });

  it('shows N/A for missing values, Recent/Recently without a date, and reads roleImpact', async () => {
    const { dialog } = await openAll(sparseReport);
    expect(dialog).toHaveAccessibleDescription('N/A · Recent');
    const role = panelOf(header(dialog, 'Role Details'));
    expect(shownValue(role, 'Role')).toBe('N/A');
    expect(shownValue(role, 'Industry Category')).toBe('N/A');
    expect(shownValue(panelOf(header(dialog, 'Organization Details')), 'Management Level')).toBe(
      'N/A',
    );
    const impact = panelOf(header(dialog, 'Role Impact'));
    expect(within(impact).getByText('Low')).toBeInTheDocument();
    const competency = panelOf(header(dialog, /^Competency Report/));
    expect(shownValue(competency, 'Technical competence level')).toMatch(/^Expert/);
    expect(competency).toHaveTextContent('N/A');
    expect(dialog).toHaveTextContent('Report Generated Recently');
    expect(dialog).toHaveTextContent('Report ID: abc');
  });

  it('has the footer: generated time, id tail, version, brand and copyright; Close closes', async () => {
    const { user, dialog, onOpenChange } = open(fullReport);
    const footer = within(dialog).getByRole('contentinfo');
    const when = `${formatReportDate(fullReport.createdAt)}, ${formatReportTime(fullReport.createdAt)}`;
    expect(footer).toHaveTextContent(`Report Generated ${when}`);
    expect(footer).toHaveTextContent('Report ID: 4e5f6a7b');
    expect(footer).toHaveTextContent('Version 1.0');
    expect(footer).toHaveTextContent('Rolescope · Competency Identification Platform');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Rolescope. All rights reserved.`,
    );
    await user.click(within(footer).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('dates the copyright with the current year, following the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2031, 5, 15));
      const { dialog } = open(fullReport);
      expect(within(dialog).getByRole('contentinfo')).toHaveTextContent(
        '© 2031 Rolescope. All rights reserved.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows N/A for a missing report id', () => {
    const { dialog } = open({ ...sparseReport, _id: '' });
    expect(dialog).toHaveTextContent('Report ID: N/A');
  });
});

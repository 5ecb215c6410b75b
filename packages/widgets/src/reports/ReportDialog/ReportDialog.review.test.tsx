import { createApiClient, type Report } from '@rolescope/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import { setupMockApi, TEST_API_BASE } from '../../test';
import { MANAGER_NAME, saveReviewAs, setUpReviewOrganization } from '../../test/reviewOrganization';
import { ReportDialog } from './ReportDialog';

// The real API in memory, its clock running from a known morning so a date can be read back.
const START = Date.parse('2026-11-02T09:00:00.000Z');
const startedAt = Date.now();
const api = setupMockApi({
  seed: true,
  clock: { now: () => new Date(START + (Date.now() - startedAt)) },
});
let ownReviewReads: string[] = [];
api.server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (/\/v1\/user\/reports\/[^/]+\/review$/.test(pathname)) ownReviewReads.push(pathname);
});

beforeEach(() => {
  ownReviewReads = [];
});

/**
 * The employee's own report as the dialog gets it, and the organisation around it; the
 * manager has submitted a review of it, only saved a draft, or done nothing.
 */
const employeeWithReport = async (review: 'submitted' | 'draft' | 'none') => {
  const org = await setUpReviewOrganization(TEST_API_BASE);
  const asEmployee = createApiClient({
    baseUrl: TEST_API_BASE,
    getToken: () => org.employeeSecret,
  });
  const report = (await asEmployee.fetchUserReport(org.reportId)).data;
  if (review !== 'none')
    await saveReviewAs(
      TEST_API_BASE,
      org.managerSecret,
      org.reportId,
      [
        { competencyId: 'api-design', level: 3, comment: 'Pair on the next API review' },
        { competencyId: 'data-modelling', level: 4, comment: '' },
      ],
      review === 'submitted',
    );
  return { org, report };
};

const openAs = (secret: string, report: Report) =>
  render(
    <RolescopeProvider baseUrl={TEST_API_BASE} fetchClientSecret={async () => secret}>
      <ReportDialog report={report} open onOpenChange={() => {}} />
    </RolescopeProvider>,
  );

describe('<ReportDialog> with the manager’s review', () => {
  it('shows the employee’s and the manager’s levels side by side, with who reviewed and when', async () => {
    const { org, report } = await employeeWithReport('submitted');
    openAs(org.employeeSecret, report);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const section = await within(dialog).findByRole(
      'region',
      { name: "Manager's review" },
      { timeout: 5000 },
    );
    expect(within(section).getByText(`Reviewed by ${MANAGER_NAME} on Nov 2, 2026`)).toBeVisible();
    const table = within(section).getByRole('table', { name: "Manager's review" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Competency', 'Your level', "Manager's level", 'Recommended', 'Comment']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      [
        'API Design',
        'Level 4, Lead',
        'Level 3, Advanced',
        'Level 4, Lead',
        'Pair on the next API review',
      ],
      ['Data Modelling', 'Level 3, Advanced', 'Level 4, Lead', 'Level 3, Advanced', '—'],
    ]);
    const chart = within(section).getByRole('img', { name: 'Your level and your manager’s' });
    expect(chart).toHaveAccessibleDescription(/API Design/);
  });

  it.each([
    ['without a review', 'none'],
    ['while the review is a draft', 'draft'],
  ] as const)('is unchanged %s: no empty section', async (_, review) => {
    const { org, report } = await employeeWithReport(review);
    openAs(org.employeeSecret, report);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(ownReviewReads).toEqual([`/api/v1/user/reports/${org.reportId}/review`]),
    );
    // Let the answer (null) render.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(
      within(dialog).queryByRole('region', { name: "Manager's review" }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Reviewed by/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Competency profile' })).toBeInTheDocument();
    // What the employee's session reads: nothing until the manager submits.
    const asEmployee = createApiClient({
      baseUrl: TEST_API_BASE,
      getToken: () => org.employeeSecret,
    });
    expect((await asEmployee.fetchOwnReportReview(org.reportId)).data).toBeNull();
  });

  it("does not ask for a review in a manager's session", async () => {
    const { org, report } = await employeeWithReport('submitted');
    openAs(org.managerSecret, report);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(ownReviewReads).toEqual([]);
    expect(
      within(dialog).queryByRole('region', { name: "Manager's review" }),
    ).not.toBeInTheDocument();
  });

  it('prints both: the profile of the report and the review beside it', async () => {
    const { org, report } = await employeeWithReport('submitted');
    openAs(org.employeeSecret, report);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const section = await within(dialog).findByRole(
      'region',
      { name: "Manager's review" },
      { timeout: 5000 },
    );
    act(() => {
      fireEvent(window, new Event('beforeprint'));
    });
    // What the print lays out: the report's own chart and sections, and the review's chart
    // (its marks drawn, not only its frame) and table, all inside the printed dialog.
    expect(within(dialog).getByRole('img', { name: 'Competency profile' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Competency Report/ })).toBeInTheDocument();
    const chart = within(section).getByRole('img', { name: 'Your level and your manager’s' });
    expect(chart.querySelectorAll('circle[r="6"]')).toHaveLength(2);
    expect(within(section).getByRole('table')).toHaveTextContent('Pair on the next API review');
  });
});

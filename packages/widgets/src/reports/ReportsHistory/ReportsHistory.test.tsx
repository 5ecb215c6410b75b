import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatReportDate,
  formatReportTime,
  summaryReportName,
} from '../../model/reports/reportFormat';
import { createRolescopeQueryClient } from '../../provider/queryDefaults';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { ReportsHistory } from './ReportsHistory';
import { reportsQueryKey } from './reportsQuery';
import { column, dataRows } from './testRows';

const api = setupMockApi({ seed: true });
const REPORTS = '*/api/v1/user/fetchUserReportSummaries/*';
const ONE_REPORT = '*/api/v1/user/fetchUserReport/:id';

beforeEach(async () => {
  await signInDemoOn(api);
});

const serials = () => column(0);
const roles = () => column(1);

describe('<ReportsHistory />', { timeout: 30_000 }, () => {
  it('shows the title, subtitle and Back to Home, which goes to the wizard', async () => {
    const { user, onNavigate } = renderWithProviders(<ReportsHistory />);
    expect(screen.getByRole('heading', { name: 'Your Submitted Surveys' })).toBeInTheDocument();
    expect(
      screen.getByText('View and manage your Competency Identification Reports'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/competency-evaluation', undefined);
  });

  it('calls onBack instead when given', async () => {
    const onBack = vi.fn();
    const { user, onNavigate } = renderWithProviders(<ReportsHistory onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows the loading state while the list loads', async () => {
    api.server.use(http.get(REPORTS, () => delay('infinite')));
    renderWithProviders(<ReportsHistory />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your reports...');
  });

  it('shows the error state, and Retry loads the list again in place', async () => {
    api.server.use(
      http.get(REPORTS, () => HttpResponse.json({ message: 'Nope' }, { status: 404 }), {
        once: true,
      }),
    );
    const { user } = renderWithProviders(<ReportsHistory />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Reports' })).toBeVisible();
    expect(alert).toHaveTextContent('There was an error loading your reports. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server error at once, while the query still retries in the background', async () => {
    api.server.use(
      http.get(REPORTS, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    renderWithProviders(<ReportsHistory />);
    // the first retry waits 1 s: the error is on screen before it
    const alert = await screen.findByRole('alert', {}, { timeout: 900 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Reports' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('calls onRetry instead of loading again when given', async () => {
    api.server.use(
      http.get(REPORTS, () => HttpResponse.json({ message: 'Nope' }, { status: 404 }), {
        once: true,
      }),
    );
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ReportsHistory onRetry={onRetry} />);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    // Nothing fetched again in place: the error screen stays until the host acts.
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows the empty state with Start Evaluation', async () => {
    api.server.use(
      http.get(REPORTS, () =>
        HttpResponse.json({
          data: [],
          pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 10 },
        }),
      ),
    );
    const onStartEvaluation = vi.fn();
    const { user } = renderWithProviders(<ReportsHistory onStartEvaluation={onStartEvaluation} />);
    expect(await screen.findByRole('heading', { name: 'No Reports Found' })).toBeInTheDocument();
    expect(
      screen.getByText("You haven't submitted any competency evaluations yet."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Evaluation' }));
    expect(onStartEvaluation).toHaveBeenCalledOnce();
  });

  it('lists the first page: serials, [DRAFT] roles, report names, dates and actions', async () => {
    const queryClient = createRolescopeQueryClient(() => {});
    renderWithProviders(<ReportsHistory />, { queryClient });
    expect(await serials()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('table', { name: /page 1 of 3/ })).toBeInTheDocument();
    const page = queryClient.getQueryData<{ data: { createdAt: string }[] }>(
      reportsQueryKey('demo@rolescope.app', 1, 10),
    );
    const [first] = (page?.data ?? []) as Parameters<typeof summaryReportName>[0][];
    // the list holds summaries: no bodies
    expect(first).not.toHaveProperty('report');
    expect(first).not.toHaveProperty('userFilledDetails');
    const rows = await dataRows();
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(summaryReportName(first as never));
    expect(cells[2]?.textContent).toMatch(/^Senior Backend Engineer_demo_\d{14}$/);
    expect(cells[3]).toHaveTextContent(formatReportDate(first?.createdAt));
    expect(cells[3]).toHaveTextContent(formatReportTime(first?.createdAt));
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'View Report' }),
    ).toBeVisible();
    // Seeded drafts are rows 3 and 8 of the first page.
    expect((await roles())[2]).toBe('Cloud Operations Lead [DRAFT]');
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Complete Assessment', 'Delete Draft']);
    // The next page is prefetched.
    await waitFor(() =>
      expect(queryClient.getQueryData(reportsQueryKey('demo@rolescope.app', 2, 10))).toBeDefined(),
    );
  });

  it('shows the full role in a tooltip', async () => {
    renderWithProviders(<ReportsHistory />);
    const rows = await dataRows();
    const role = within(rows[0] as HTMLElement).getByText('Senior Backend Engineer');
    role.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Senior Backend Engineer');
  });

  it('opens the report dialog from View Report', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    const rows = await dataRows();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'View Report' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Competency Identification Report');
    expect(dialog).toHaveAccessibleDescription(/^Senior Backend Engineer · /);
  });

  it('hands the report to onViewReport when given', async () => {
    const onViewReport = vi.fn();
    const { user } = renderWithProviders(<ReportsHistory onViewReport={onViewReport} />);
    const rows = await dataRows();
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'View Report' }));
    // the whole report, read when asked for
    await waitFor(() =>
      expect(onViewReport).toHaveBeenCalledWith(
        expect.objectContaining({
          status: 'completed',
          report: expect.anything(),
          userFilledDetails: expect.anything(),
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the one report when View Report is hovered, before the click', async () => {
    const asked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/fetchUserReport/')) asked.push(request.url);
    });
    try {
      const { user } = renderWithProviders(<ReportsHistory />);
      const rows = await dataRows();
      const view = within(rows[0] as HTMLElement).getByRole('button', { name: 'View Report' });
      expect(asked).toEqual([]);
      await user.hover(view);
      await waitFor(() => expect(asked).toHaveLength(1));
      await user.click(view);
      expect(await screen.findByRole('dialog')).toHaveAccessibleName(
        'Competency Identification Report',
      );
      // read once: the click found it in the cache
      expect(asked).toHaveLength(1);
    } finally {
      api.server.events.removeAllListeners('request:start');
    }
  });

  it('says the report is opening while it loads, and shows the error with Retry if it fails', async () => {
    api.server.use(http.get(ONE_REPORT, () => delay('infinite'), { once: true }));
    const { user } = renderWithProviders(<ReportsHistory />);
    const rows = await dataRows();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'View Report' }));
    const opening = await screen.findByRole('dialog', { name: 'Opening the report...' });
    expect(within(opening).getByRole('status')).toHaveTextContent('Opening the report...');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // every read fails (the hover's prefetch too) until the server is back
    let down = true;
    api.server.use(
      http.get(ONE_REPORT, () =>
        down ? HttpResponse.json({ message: 'Nope' }, { status: 404 }) : undefined,
      ),
    );
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'View Report' }));
    const failed = await screen.findByRole('dialog', { name: 'Could Not Open the Report' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'There was an error loading this report. Please try again.',
    );
    down = false;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('dialog', { name: 'Competency Identification Report' }),
    ).toBeInTheDocument();
  });

  it('Complete Assessment reads the draft whole and goes to the wizard with it', async () => {
    const asked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/fetchUserReport/')) asked.push(request.url);
    });
    const { user, onNavigate } = renderWithProviders(<ReportsHistory />);
    const rows = await dataRows();
    await user.click(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Complete Assessment' }),
    );
    await waitFor(() => expect(onNavigate).toHaveBeenCalledOnce());
    api.server.events.removeAllListeners('request:start');
    expect(asked).toHaveLength(1);
    const [path, state] = vi.mocked(onNavigate).mock.calls[0] ?? [];
    expect(path).toBe('/competency-evaluation');
    const draftId = (state as { draftId: string }).draftId;
    expect(draftId).toMatch(/.+/);
    expect(state).toMatchObject({
      reportType: 'competency',
      details: { role: 'Cloud Operations Lead', draftId, industryCategory: 'technology' },
      organizationDetails: { managementLevel: 'middle' },
      roleAndResponsibilities: expect.objectContaining({ activitiesPerformed: expect.any(String) }),
      roleEffectiveness: expect.objectContaining({ technicalCompetence: expect.any(String) }),
      rolesImpact: {},
    });
  });

  it('calls onCompleteAssessment with the state when given', async () => {
    const onCompleteAssessment = vi.fn();
    const { user, onNavigate } = renderWithProviders(
      <ReportsHistory onCompleteAssessment={onCompleteAssessment} />,
    );
    const rows = await dataRows();
    await user.click(
      within(rows[7] as HTMLElement).getByRole('button', { name: 'Complete Assessment' }),
    );
    await waitFor(() => expect(onCompleteAssessment).toHaveBeenCalledOnce());
    expect(onCompleteAssessment).toHaveBeenCalledWith(
      expect.objectContaining({
        details: expect.objectContaining({ role: 'Credit Risk Analyst' }),
      }),
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

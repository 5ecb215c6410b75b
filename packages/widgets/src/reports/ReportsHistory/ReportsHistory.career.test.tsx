import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { sampleCareerReport } from '../../test/careerFixtures';
import { signInDemoOn } from '../../test/demoSignIn';
import { ReportsHistory } from './ReportsHistory';
import { dataRows } from './testRows';

const api = setupMockApi({ seed: true });
const REPORTS = '*/api/v1/user/fetchUserReportSummaries/*';
const ONE_REPORT = '*/api/v1/user/fetchUserReport/:id';

type Listed = {
  _id: string;
  status: string;
  reportType: string;
  createdAt: string;
  draftId?: string;
  report?: unknown;
  userFilledDetails: { details?: { role?: string } };
};

/** Serves `reports` as the server would: a page of their summaries, and each whole by id. */
const serve = (reports: Listed[]) =>
  api.server.use(
    http.get(REPORTS, () =>
      HttpResponse.json({
        data: reports.map((r) => {
          const goal = (r.report as { goal?: { targetRole?: string } } | null)?.goal;
          return {
            _id: r._id,
            email: 'demo@rolescope.app',
            status: r.status,
            reportType: r.reportType,
            createdAt: r.createdAt,
            updatedAt: r.createdAt,
            ...(r.draftId ? { draftId: r.draftId } : {}),
            role: r.userFilledDetails.details?.role?.trim() ?? '',
            ...(r.reportType === 'career' && goal?.targetRole
              ? { targetRole: goal.targetRole }
              : {}),
            hasReport: r.report != null,
          };
        }),
        pagination: { totalReports: reports.length, totalPages: 1, currentPage: 1, limit: 10 },
      }),
    ),
    http.get(ONE_REPORT, ({ params }) => {
      const found = reports.find((r) => r._id === params.id);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ message: 'Report not found' }, { status: 404 });
    }),
  );

beforeEach(async () => {
  await signInDemoOn(api);
});

const competencyReport = {
  ...sampleCareerReport,
  _id: '5f1c2d3e-0000-4000-8000-0000000000c1',
  reportType: 'competency',
  createdAt: '2025-03-01T10:30:00.000Z',
  report: [],
  userFilledDetails: { details: { role: 'QA Lead' } },
};

describe('<ReportsHistory /> with career reports', { timeout: 30_000 }, () => {
  it('labels a career report with its target role and a Career Progression tag, and opens its report', async () => {
    serve([sampleCareerReport, competencyReport] as Listed[]);
    const { user } = renderWithProviders(<ReportsHistory />);
    const [career, competency] = await dataRows();
    const cells = within(career as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Engineering Manager');
    expect(within(cells[2] as HTMLElement).getByText('Career Progression')).toBeInTheDocument();
    expect(within(competency as HTMLElement).queryByText('Career Progression')).toBeNull();
    await user.click(within(career as HTMLElement).getByRole('button', { name: 'View Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Career Progression Report' });
    expect(within(dialog).getByRole('region', { name: 'Readiness' })).toHaveTextContent(
      '75% ready',
    );
  });

  const careerDraft = {
    ...sampleCareerReport,
    _id: '5f1c2d3e-0000-4000-8000-0000000000d1',
    status: 'draft',
    draftId: '5f1c2d3e-0000-4000-8000-0000000000d1',
  };
  const competencyDraft = {
    ...competencyReport,
    _id: '5f1c2d3e-0000-4000-8000-0000000000d2',
    status: 'draft',
    draftId: '5f1c2d3e-0000-4000-8000-0000000000d2',
    report: null,
  };
  const listDrafts = () => serve([careerDraft, competencyDraft] as Listed[]);

  it('Complete Assessment on a career draft goes to the career evaluation with the draft', async () => {
    listDrafts();
    const onCompleteAssessment = vi.fn();
    const { user, onNavigate } = renderWithProviders(
      <ReportsHistory onCompleteAssessment={onCompleteAssessment} />,
    );
    const [career] = await dataRows();
    expect(within(career as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      'Engineering Manager [DRAFT]',
    );
    await user.click(
      within(career as HTMLElement).getByRole('button', { name: 'Complete Assessment' }),
    );
    await waitFor(() => expect(onNavigate).toHaveBeenCalledOnce());
    expect(onNavigate).toHaveBeenCalledWith('/career-progression-evaluation', {
      reportType: 'career',
      draftId: careerDraft._id,
      report: sampleCareerReport.report,
    });
    expect(onCompleteAssessment).not.toHaveBeenCalled();
  });

  it('hands a career draft to onResumeCareerDraft and a competency draft to onCompleteAssessment', async () => {
    listDrafts();
    const onCompleteAssessment = vi.fn();
    const onResumeCareerDraft = vi.fn();
    const { user, onNavigate } = renderWithProviders(
      <ReportsHistory
        onCompleteAssessment={onCompleteAssessment}
        onResumeCareerDraft={onResumeCareerDraft}
      />,
    );
    const [career, competency] = await dataRows();
    await user.click(
      within(career as HTMLElement).getByRole('button', { name: 'Complete Assessment' }),
    );
    await waitFor(() => expect(onResumeCareerDraft).toHaveBeenCalledOnce());
    expect(onResumeCareerDraft).toHaveBeenCalledWith(
      expect.objectContaining({ reportType: 'career', draftId: careerDraft._id }),
    );
    await user.click(
      within(competency as HTMLElement).getByRole('button', { name: 'Complete Assessment' }),
    );
    await waitFor(() => expect(onCompleteAssessment).toHaveBeenCalledOnce());
    expect(onCompleteAssessment).toHaveBeenCalledWith(
      expect.objectContaining({ reportType: 'competency', draftId: competencyDraft._id }),
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

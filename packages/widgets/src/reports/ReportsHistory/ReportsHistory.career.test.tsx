import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleCareerReport } from '../../career/CareerProgressionEvaluation/fixtures';
import { renderWithProviders, setupMockApi } from '../../test';
import { ReportsHistory } from './ReportsHistory';
import { dataRows } from './testRows';
import { signInDemoOn } from './testSession';

const api = setupMockApi({ seed: true });
const REPORTS = '*/api/v1/user/fetchUserReports/*';

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
    api.server.use(
      http.get(REPORTS, () =>
        HttpResponse.json({
          data: [sampleCareerReport, competencyReport],
          pagination: { totalReports: 2, totalPages: 1, currentPage: 1, limit: 10 },
        }),
      ),
    );
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
});

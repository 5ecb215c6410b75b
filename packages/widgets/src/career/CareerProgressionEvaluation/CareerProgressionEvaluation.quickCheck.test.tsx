import { computeScoreDetails, type Report } from '@rolescope/core';
import { responsibilityQuestions } from '@rolescope/core/options';
import { workedExampleAnswers } from '@rolescope/core/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { sampleCareerReport } from '../../test/careerFixtures';
import { signInDemoOn } from '../../test/demoSignIn';
import { ONE_REPORT, REPORTS, summaryOf, withoutReports } from '../../test/reportsApi';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';
import { choose, fillGoal } from './testHelpers';

const api = setupMockApi({ seed: true });

beforeEach(async () => {
  await signInDemoOn(api);
});

const current = () => screen.getByRole('region', { name: 'Your current position' });

describe('<CareerProgressionEvaluation /> current position', { timeout: 60_000 }, () => {
  it("estimates the worked example's responsibilities as level 18 low (as the full engine) and assesses the chosen function's competencies", async () => {
    withoutReports(api);
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    expect(await screen.findByText('Quick job-size check')).toBeInTheDocument();
    await choose(user, /Industry category/, 'Technology');
    await choose(user, /Job family\/process/, 'IT Operations');
    await user.click(screen.getByRole('combobox', { name: /Your function/ }));
    await user.click(await screen.findByRole('option', { name: 'Cloud Operations' }));
    await user.keyboard('{Escape}');
    const answers = workedExampleAnswers().roleAndResponsibilities as Record<string, string>;
    for (const q of responsibilityQuestions) {
      const label = q.options.find((o) => o.id === answers[q.id])?.label ?? '';
      await user.click(screen.getByRole('radio', { name: label }));
    }
    expect(current()).toHaveTextContent('Estimated from the quick job-size check');
    expect(current()).toHaveTextContent('Current career level18');
    expect(current()).toHaveTextContent('Current career categoryLow');

    await fillGoal(user);
    await choose(user, 'Target career level', 'Level 20 (Medium)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const groups = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    // Cloud Operations at medium: Cloud Architecture and Team Leadership are new at medium (not
    // tagged low) and come first; then catalog order.
    expect(
      groups.map((g) => within(g).getByRole('radio', { name: /Target/ }).textContent),
    ).toHaveLength(4);
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Your current level in Cloud Architecture',
      'Your current level in Team Leadership',
      'Your current level in Incident Management',
      'Your current level in Programming',
    ]);
  });

  it('finds the latest completed competency report past the first page of reports', async () => {
    const pages: string[] = [];
    const other = { ...sampleCareerReport, _id: 'career-1' };
    const draft: Report = { ...sampleCareerReport, _id: 'draft-1', status: 'draft' };
    const baseline: Report = {
      ...sampleCareerReport,
      _id: 'old-1',
      reportType: 'competency',
      report: [],
      userFilledDetails: {
        details: {
          role: 'Platform Engineer',
          industryCategory: 'technology',
          currentFunction: ['backend-development'],
        },
      },
      scoreDetails: computeScoreDetails({
        industryCategory: 'technology',
        ...workedExampleAnswers(),
      }),
    };
    api.server.use(
      http.get(REPORTS, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        pages.push(`${page}/${limit}`);
        const data =
          page === 1
            ? Array.from({ length: limit }, (_, i) => (i % 2 ? other : draft))
            : [baseline];
        return HttpResponse.json({
          data: data.map(summaryOf),
          pagination: { totalReports: limit + 1, totalPages: 2, currentPage: page, limit },
        });
      }),
      http.get(ONE_REPORT, ({ params }) =>
        params.id === baseline._id
          ? HttpResponse.json({ data: baseline })
          : HttpResponse.json({ message: 'Report not found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<CareerProgressionEvaluation />);
    expect(
      await screen.findByText('From your latest competency report: Platform Engineer'),
    ).toBeInTheDocument();
    expect(current()).toHaveTextContent('Current career level18');
    expect(pages.map((p) => p.split('/')[0])).toEqual(['1', '2']);
  });
});

import { responsibilityQuestions } from '@rolescope/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInDemoOn } from '../../reports/ReportsHistory/testSession';
import { renderWithProviders, setupMockApi } from '../../test';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';
import { quickCheckBaseline } from './careerModel';
import { choose, fillGoal, rateAll } from './testHelpers';

const api = setupMockApi({ seed: true });
const SUBMIT = '*/api/v1/survey/send-report-to-admin';
const SAVE = '*/api/v1/survey/save-draft';
const UPDATE = '*/api/v1/survey/update-draft';
const REPORTS = '*/api/v1/user/fetchUserReports/*';

beforeEach(async () => {
  await signInDemoOn(api);
});

type User = ReturnType<typeof renderWithProviders>['user'];

const toReport = async (user: User) => {
  await screen.findByText(/From your latest competency report/);
  await fillGoal(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await rateAll(user, 2);
  await user.click(screen.getByRole('button', { name: 'View Report' }));
  await screen.findByRole('heading', { name: 'Career Progression Report' });
};

describe('<CareerProgressionEvaluation /> actions', { timeout: 30_000 }, () => {
  it('goes to /thank-you after a submit by default', async () => {
    const { user, onNavigate } = renderWithProviders(<CareerProgressionEvaluation />);
    await toReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/thank-you', undefined));
  });

  it('shows "Could not submit report" with the server message when Submit fails', async () => {
    api.server.use(
      http.post(SUBMIT, () => HttpResponse.json({ message: 'Server is busy' }, { status: 500 })),
    );
    const { user, onNavigate } = renderWithProviders(<CareerProgressionEvaluation />);
    await toReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Could not submit report')).toBeInTheDocument();
    expect(screen.getByText('Server is busy')).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalledWith('/thank-you', undefined);
  });

  it('saves a career draft, then updates the same draft', async () => {
    const bodies: unknown[] = [];
    api.server.use(
      http.post(SAVE, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
      http.put(UPDATE, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await toReport(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Data saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({
      draftData: { reportType: 'career', report: { goal: { targetRole: 'Engineering Manager' } } },
    });
    expect(bodies[1]).toMatchObject({
      draftId: expect.any(String),
      draftData: { reportType: 'career' },
    });
  });

  it('shows "Could not save draft" with "An error occurred" on a network error', async () => {
    api.server.use(http.post(SAVE, () => HttpResponse.error()));
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await toReport(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Could not save draft')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it('Edit Assessment returns to the skill step with the ratings kept', async () => {
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await toReport(user);
    await user.click(screen.getByRole('button', { name: 'Edit Assessment' }));
    const [first] = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    expect(within(first as HTMLElement).getByRole('radio', { name: /^Level 2/ })).toBeChecked();
  });

  it('without a completed report, asks the quick job-size check and estimates the level', async () => {
    api.server.use(
      http.get(REPORTS, () =>
        HttpResponse.json({
          data: [],
          pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 50 },
        }),
      ),
    );
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    expect(await screen.findByText('Quick job-size check')).toBeInTheDocument();
    await choose(user, 'Industry category', 'Technology');
    const answers: Record<string, string> = {};
    for (const q of responsibilityQuestions) {
      const option = q.options[2] ?? q.options[0];
      if (!option) continue;
      answers[q.id] = option.id;
      await user.click(screen.getByRole('radio', { name: option.label }));
    }
    const expected = quickCheckBaseline('technology', answers);
    const current = screen.getByRole('region', { name: 'Your current position' });
    expect(current).toHaveTextContent('Estimated from the quick job-size check');
    expect(current).toHaveTextContent(`Current career level${expected?.careerLevel}`);
    await fillGoal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const groups = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThanOrEqual(6);
  });
});

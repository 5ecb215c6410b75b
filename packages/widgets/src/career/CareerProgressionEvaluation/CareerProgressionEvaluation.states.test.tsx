import { responsibilityQuestions } from '@rolescope/core/options';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CareerDraftState } from '../../model/career/careerDraft';
import { buildCareerReport, quickCheckBaseline } from '../../model/career/careerModel';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { recordCalls, withoutReports } from '../../test/reportsApi';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';
import { fillGoal, rateAll } from './testHelpers';

const api = setupMockApi({ seed: true });

beforeEach(async () => {
  await signInDemoOn(api);
});

const goal = {
  targetRole: 'Team Lead',
  targetCareerLevel: 18,
  targetCategory: 'low',
  timeFrame: '6-months',
  motivation: '',
} as const;

describe('<CareerProgressionEvaluation /> resumed drafts', { timeout: 60_000 }, () => {
  it('restores the quick-check answers, job family and functions; Previous and Next work', async () => {
    withoutReports(api);
    const answers = Object.fromEntries(
      responsibilityQuestions.map((q) => [q.id, q.options[1]?.id ?? '']),
    );
    const quickCheck = {
      industryCategory: 'technology',
      jobFamily: 'software-engineering',
      functions: ['backend-development'],
      answers,
    };
    const report = buildCareerReport({
      goal,
      baseline: quickCheckBaseline(quickCheck),
      items: [],
      currentLevels: { programming: 3 },
      targetLevels: {},
      quickCheck,
    });
    const draft: CareerDraftState = { reportType: 'career', draftId: 'draft-1', report };
    const { user } = renderWithProviders(<CareerProgressionEvaluation initialDraft={draft} />);

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    const programming = await screen.findByRole('radiogroup', {
      name: 'Your current level in Programming',
    });
    expect(within(programming).getByRole('radio', { name: /^Level 3/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Quick job-size check')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Industry category/ })).toHaveTextContent(
      'Technology',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Job family\/process/ })).toHaveTextContent(
        'Software Engineering',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Remove Backend Development' })).toBeVisible();
    for (const q of responsibilityQuestions) {
      expect(screen.getByText(`Answered: ${q.options[1]?.label}`)).toBeInTheDocument();
    }
    const current = screen.getByRole('region', { name: 'Your current position' });
    expect(current).toHaveTextContent('Estimated from the quick job-size check');
    expect(screen.getByRole('textbox', { name: /Target role/ })).toHaveValue('Team Lead');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('radiogroup', { name: 'Your current level in Programming' }),
    ).toBeInTheDocument();
  });

  it('goes back to Career Goal Setting when the draft has no current position to assess from', async () => {
    withoutReports(api);
    // Saved on a completed report's baseline; that user now has none: the quick check is needed.
    const draft: CareerDraftState = {
      reportType: 'career',
      draftId: 'draft-2',
      report: { goal, currentLevels: { programming: 3 }, targetLevels: {} },
    };
    renderWithProviders(<CareerProgressionEvaluation initialDraft={draft} />);
    expect(await screen.findByText('Quick job-size check')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Target role/ })).toHaveValue('Team Lead');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('starts fresh with a clear message when the draft cannot be read, and saves a new draft', async () => {
    const calls = recordCalls(api);
    const draft: CareerDraftState = {
      reportType: 'career',
      draftId: 'foreign-draft',
      report: [{ step: 1, title: 'Programming' }],
    };
    const { user } = renderWithProviders(<CareerProgressionEvaluation initialDraft={draft} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This draft could not be opened: its saved answers are in a format this version cannot read. You are starting a new career evaluation; the draft stays in your Reports History.',
    );
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await screen.findByText(/From your latest competency report/);
    expect(screen.getByRole('textbox', { name: /Target role/ })).toHaveValue('');
    await fillGoal(user, 'Principal Engineer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await rateAll(user, 3);
    await user.click(screen.getByRole('button', { name: 'View Report' }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    // A new draft (save-draft), then updates of it: the unreadable one is never written.
    expect(calls.save).toHaveLength(1);
    expect(JSON.stringify([...calls.save, ...calls.update])).not.toContain('foreign-draft');
  });
});

import type { CompetencyLevelItem } from '@rolescope/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toNavigationState } from '../../model/evaluation/wizardData';
import { setupMockApi } from '../../test/mockApi';
import { renderWithProviders, TEST_API_BASE } from '../../test/renderWithProviders';
import { fetchCompetencyItems, sampleWizardData, signInDemo } from '../../test/resultsFixtures';
import { EvaluationFlow } from './EvaluationFlow';

setupMockApi({ seed: true });

let items: CompetencyLevelItem[] = [];
beforeEach(async () => {
  const session = await signInDemo(TEST_API_BASE);
  items = await fetchCompetencyItems(TEST_API_BASE, session.token);
});

/** The wizard resumed at the level picker with every level chosen. */
const atLevelPicker = () =>
  toNavigationState(sampleWizardData, {
    startLevelSelection: true,
    competencyData: items,
    selectedLevels: Object.fromEntries(items.map((item) => [String(item.step), 3])),
  });

describe('<EvaluationFlow />', () => {
  it('runs wizard, results, submit and thank-you by itself, then starts again', async () => {
    const onSubmitted = vi.fn();
    const { user, onNavigate, client } = renderWithProviders(
      <EvaluationFlow initialState={atLevelPicker()} onSubmitted={onSubmitted} />,
    );
    const picker = await screen.findByRole('dialog', { name: 'Competency Assessment' });
    while (within(picker).queryByRole('button', { name: 'Continue' })) {
      await user.click(within(picker).getByRole('button', { name: 'Continue' }));
    }
    await user.click(within(picker).getByRole('button', { name: 'Complete' }));

    await user.click(await screen.findByRole('button', { name: 'Submit Survey' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Submit Survey' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Report submitted' })).toBeInTheDocument();
    expect(screen.getByText('Thank you. Your evaluation has been sent.')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledOnce();
    const [{ reportId, score }] = onSubmitted.mock.calls[0] ?? [];
    const { data } = await client.fetchUserReport(reportId);
    expect(data._id).toBe(reportId);
    expect(score).toEqual({
      finalScore: expect.any(Number),
      category: expect.stringMatching(/^(low|medium|high)$/),
      scoreMultiplier: expect.any(Number),
    });
    // No route of the host was needed on the way.
    expect(onNavigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start a new evaluation' }));
    expect(await screen.findByRole('heading', { name: 'Evaluation Steps' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Report submitted' })).not.toBeInTheDocument();
  });

  it('asks to sign in first when nobody is signed in', async () => {
    localStorage.clear();
    sessionStorage.clear();
    renderWithProviders(<EvaluationFlow />);
    expect(await screen.findByText('Sign in to Rolescope to continue.')).toBeInTheDocument();
  });
});

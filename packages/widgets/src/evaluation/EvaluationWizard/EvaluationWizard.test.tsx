import {
  effectivenessQuestions,
  impactQuestions,
  responsibilityQuestions,
} from '@rolescope/core/options';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toNavigationState } from '../../model/evaluation/wizardData';
import { renderWithProviders, setupMockApi } from '../../test';
import { EvaluationWizard } from './EvaluationWizard';
import { workedExample } from './fixtures';
import { SCORE_DETAILS_FILE_NAME } from './ScoreSummary';
import { signedInDemo } from './testSession';
import { competencyItems, StandInsWrapper, standIns } from './testStandIns';
import { answerStep } from './testSteps';

setupMockApi({ seed: true });

/** The wizard with stand-ins for the parts built in other folders (tested there). */
const renderWizard: typeof renderWithProviders = (ui, options) =>
  renderWithProviders(<StandInsWrapper>{ui}</StandInsWrapper>, options);

const steps12 = toNavigationState({
  ...workedExample,
  roleAndResponsibilities: {},
  roleEffectiveness: {},
  rolesImpact: {},
});

const panel = () => screen.getByRole('list', { name: 'Evaluation Steps' });
const panelItem = (name: string) =>
  within(panel())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name)) as HTMLElement;

describe('<EvaluationWizard />', () => {
  it('shows the side panel, step header, progress and footer', () => {
    renderWizard(<EvaluationWizard />);
    expect(screen.getByRole('heading', { name: 'Evaluation Steps' })).toBeInTheDocument();
    expect(screen.getByText('Complete each step to proceed')).toBeInTheDocument();
    const names = within(panel())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual([
      '1Role Details',
      '2Organization Details',
      '3Roles & Responsibilities',
      '4Roles Effectiveness',
      '5Roles Impact',
    ]);
    expect(panelItem('Role Details')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByText('Not completed')).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Rolescope. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('keeps Save & Next disabled until the step is complete, then marks it Completed', async () => {
    const { user } = renderWizard(<EvaluationWizard initialState={{ ...steps12, startStep: 3 }} />);
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Save & Next' });
    expect(next).toBeDisabled();
    expect(panelItem('Role Details')).toHaveTextContent('Completed');
    expect(panelItem('Organization Details')).toHaveTextContent('Completed');
    expect(panelItem('Roles Effectiveness')).not.toHaveTextContent('Completed');
    const { decisionMaking: _, ...four } = workedExample.roleAndResponsibilities;
    await answerStep(user, responsibilityQuestions, four);
    expect(next).toBeDisabled();
    expect(screen.getByText('Not completed')).toBeInTheDocument();
    await answerStep(user, responsibilityQuestions, { decisionMaking: 'operational' });
    expect(next).toBeEnabled();
    expect(within(screen.getByRole('banner')).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText(/Step score/)).toHaveTextContent('117');
    await user.click(next);
    expect(await screen.findByText('Step 4 of 5')).toBeInTheDocument();
    expect(panelItem('Roles & Responsibilities')).toHaveTextContent('Completed');
    expect(panelItem('Roles Effectiveness')).toHaveAttribute('aria-current', 'step');
  });

  it("computes the scoring rules' worked example live: 260.59, level 18, low", async () => {
    const { user } = renderWizard(<EvaluationWizard initialState={{ ...steps12, startStep: 3 }} />);
    await answerStep(user, responsibilityQuestions, workedExample.roleAndResponsibilities);
    expect(screen.getByText(/Step score/)).toHaveTextContent('Step score: 117');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await answerStep(user, effectivenessQuestions, workedExample.roleEffectiveness);
    expect(screen.getByText(/Step score/)).toHaveTextContent('Step score: 51');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('button', { name: 'Finalize Competency Profile' })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Download score details' }),
    ).not.toBeInTheDocument();
    await answerStep(user, impactQuestions, workedExample.rolesImpact);
    expect(screen.getByText(/Step score/)).toHaveTextContent('Step score: 85');
    const summary = screen.getByRole('region', { name: 'Final score' });
    expect(within(summary).getByText('260.59')).toBeInTheDocument();
    expect(within(summary).getByText('18')).toBeInTheDocument();
    expect(within(summary).getByText('Low')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalize Competency Profile' })).toBeEnabled();
  });

  it('downloads score-details.json with computeScoreDetails', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:score';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderWizard(
      <EvaluationWizard initialState={{ ...toNavigationState(workedExample), startStep: 5 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Download score details' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe(SCORE_DETAILS_FILE_NAME);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:score');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('application/json');
    const json = JSON.parse(await (blobs[0] as Blob).text());
    expect(json).toEqual({
      industryCategory: 'technology',
      organizationScores: {
        industryComplexity: 'high',
        customerScopesScore: 5,
        employeesScore: 3,
        revenueScore: 4,
        totalScore: 12,
      },
      scoreMultiplier: 1.03,
      rolesResponsibilityScore: 117,
      rolesEffectivenessScore: 51,
      rolesImpact: 85,
      finalScore: expect.closeTo(260.59, 6),
      careerLevel: 18,
      category: 'low',
    });
  });

  it('keeps Finalize disabled on step 5 while an earlier step is incomplete', async () => {
    const { user } = renderWizard(
      <EvaluationWizard
        initialState={{
          ...toNavigationState({ ...workedExample, organizationDetails: {} }),
          startStep: 5,
        }}
      />,
    );
    expect(within(screen.getByRole('banner')).getByText('Completed')).toBeInTheDocument();
    expect(panelItem('Organization Details')).not.toHaveTextContent('Completed');
    const finalize = screen.getByRole('button', { name: 'Finalize Competency Profile' });
    expect(finalize).toBeDisabled();
    // Back to step 2 and complete it: Finalize opens once every step is complete.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill organization details' }));
    for (const n of [3, 4, 5]) {
      await user.click(screen.getByRole('button', { name: 'Save & Next' }));
      expect(await screen.findByText(`Step ${n} of 5`)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Finalize Competency Profile' })).toBeEnabled();
  });

  it('Previous leaves step 1 for /user-dashboard, or calls onExit', async () => {
    const first = renderWizard(<EvaluationWizard />);
    await first.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(first.onNavigate).toHaveBeenCalledWith('/user-dashboard', undefined);
    first.unmount();
    const onExit = vi.fn();
    const second = renderWizard(<EvaluationWizard onExit={onExit} />);
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('Previous on a later step goes back one step', async () => {
    const { user } = renderWizard(<EvaluationWizard initialState={{ ...steps12, startStep: 3 }} />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('hands a career report over to the career evaluation, with its navigation state', () => {
    const state = { reportType: 'career', draftId: 'd-1', report: { goal: {} } } as const;
    const { onNavigate, unmount } = renderWizard(<EvaluationWizard initialState={state} />);
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(onNavigate).toHaveBeenCalledWith('/career-progression-evaluation', state);
    expect(screen.queryByText('Evaluation Steps')).not.toBeInTheDocument();
    unmount();
    const onCareerSelected = vi.fn();
    renderWizard(
      <EvaluationWizard
        initialState={{ reportType: 'career' }}
        onCareerSelected={onCareerSelected}
      />,
    );
    expect(onCareerSelected).toHaveBeenCalledOnce();
    expect(onCareerSelected).toHaveBeenCalledWith({ reportType: 'career' });
  });

  it('startLevelSelection: every step complete, picker open, step 2 current', async () => {
    const onCompleted = vi.fn();
    const { user } = renderWizard(
      <EvaluationWizard
        onCompleted={onCompleted}
        initialState={{
          ...toNavigationState(workedExample),
          startLevelSelection: true,
          competencyData: competencyItems,
          selectedLevels: { '1': 4 },
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Competency Assessment' })).toHaveTextContent(
      'Step 1 of 1: Benchmarking',
    );
    expect(panelItem('Organization Details')).toHaveAttribute('aria-current', 'step');
    for (const name of [
      'Role Details',
      'Roles & Responsibilities',
      'Roles Effectiveness',
      'Roles Impact',
    ]) {
      expect(panelItem(name)).toHaveTextContent('Completed');
    }
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({
        selectedLevels: { '1': 4 },
        competencyData: competencyItems,
        details: workedExample.details,
        rolesImpact: workedExample.rolesImpact,
      }),
    );
  });

  it('finalizes: confirm, competency selection, level picker, then /competency-results', async () => {
    const { user, onNavigate } = renderWizard(
      <EvaluationWizard initialState={{ ...toNavigationState(workedExample), startStep: 5 }} />,
      await signedInDemo(),
    );
    await user.click(screen.getByRole('button', { name: 'Finalize Competency Profile' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Ready to finalize the competency profile?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalize Competency Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const selection = await screen.findByRole('dialog', { name: 'Competency selection' });
    expect(selection).toHaveTextContent('Career category low, technical competence advise');
    await user.click(
      within(selection).getByRole('button', { name: 'Generate Competency Profile' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Competency Assessment' });
    expect(picker).toHaveTextContent('Step 1 of 1');
    await user.click(within(picker).getByRole('button', { name: 'Level 3' }));
    expect(await screen.findAllByText(/^Saved at /)).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Saving...')).not.toBeInTheDocument());
    await user.click(within(picker).getByRole('button', { name: 'Complete' }));
    expect(onNavigate).toHaveBeenCalledWith(
      '/competency-results',
      expect.objectContaining({
        reportType: 'competency',
        selectedLevels: { '1': 3 },
        competencyData: competencyItems,
        draftId: expect.any(String),
      }),
    );
  });

  it('uses the given step components (stand-ins here)', () => {
    expect(standIns.isOrganizationDetailsComplete(workedExample.organizationDetails)).toBe(true);
    expect(standIns.isRoleDetailsStepComplete(workedExample.details)).toBe(true);
  });
});

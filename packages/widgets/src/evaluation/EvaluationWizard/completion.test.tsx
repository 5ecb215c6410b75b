import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyWizardData, toNavigationState } from '../../model/evaluation/wizardData';
import { LazyDialogPanel } from '../../primitives/Dialog/lazyDialogPanel';
import { renderWithProviders, setupMockApi } from '../../test';
import { hasQuestionAnswers, questionChecks, stepCompletions } from './completion';
import { defaultComponents } from './defaultComponents';
import { EvaluationWizard } from './EvaluationWizard';
import { workedExample } from './fixtures';
import { preloadPhasesAround } from './preload';
import { questionStepCompletions } from './questionCompletion';

setupMockApi({ seed: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the completion of steps 3 to 5, loaded with those steps', () => {
  it('counts steps 3 to 5 not complete until their checks have loaded, then as core checks them', () => {
    expect(stepCompletions(workedExample, defaultComponents, undefined)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(stepCompletions(workedExample, defaultComponents, questionStepCompletions)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    // An answer that is not one of its question's options does not complete its step.
    const wrong = {
      ...workedExample,
      roleEffectiveness: { ...workedExample.roleEffectiveness, problemsSolving: 'unknown' },
    };
    expect(questionStepCompletions(wrong)).toEqual([true, true, true, false, true]);
  });

  it('tells when steps 3 to 5 hold answers', () => {
    expect(hasQuestionAnswers(emptyWizardData(), defaultComponents)).toBe(false);
    expect(
      hasQuestionAnswers(
        { ...emptyWizardData(), rolesImpact: { impactOnCustomers: 'x' } },
        defaultComponents,
      ),
    ).toBe(true);
  });

  it('loads the checks with step 3 (step 2 complete) and not on step 1', () => {
    const preload = vi.spyOn(questionChecks, 'preload');
    preloadPhasesAround(1, 'steps', true);
    expect(preload).not.toHaveBeenCalled();
    preloadPhasesAround(2, 'steps', true);
    expect(preload).toHaveBeenCalled();
  });

  it('loads the checks at once for a restored draft with answers in steps 3 to 5', () => {
    const preload = vi.spyOn(questionChecks, 'preload');
    // On step 1, whose neighbours are not question steps: the draft's answers ask for the checks.
    renderWithProviders(
      <EvaluationWizard initialState={{ ...toNavigationState(workedExample), startStep: 1 }} />,
    );
    expect(preload).toHaveBeenCalled();
  });

  it("loads the dialogs' code once step 5 is complete (the competency selection is a modal)", () => {
    const dialogCode = vi.spyOn(LazyDialogPanel, 'preload');
    preloadPhasesAround(5, 'steps', false);
    expect(dialogCode).not.toHaveBeenCalled();
    preloadPhasesAround(5, 'steps', true);
    expect(dialogCode).toHaveBeenCalled();
  });
});

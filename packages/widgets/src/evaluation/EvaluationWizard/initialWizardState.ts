import type { CompetencyLevelItem, SelectedLevels } from '@rolescope/core';
import type { EvaluationNavigationState, WizardData } from '../../model/evaluation/types';
import {
  fromNavigationState,
  startStepOf,
  WIZARD_STEP_COUNT,
} from '../../model/evaluation/wizardData';
import { type LocalDraft, shouldRestore } from './drafts/localDraft';

export type WizardPhase = 'steps' | 'confirm' | 'selection' | 'picker';

export type InitialWizardState = {
  step: number;
  data: WizardData;
  draftId: string | undefined;
  selectedLevels: SelectedLevels;
  competencyData: CompetencyLevelItem[];
  phase: WizardPhase;
  /** startLevelSelection: every step counts as complete. */
  forceComplete: boolean;
  /** The restored local copy had a save that never reached the server. */
  pendingSave: boolean;
  restored: boolean;
};

/**
 * The wizard's starting point: the navigation state, or the local copy when it is newer
 * (see `shouldRestore`). With `startLevelSelection` every step is complete, the level picker
 * is open (when there are competencies) and step 2 is current, as the specification says.
 */
export const initialWizardState = (
  state: EvaluationNavigationState | undefined,
  local: LocalDraft | null,
): InitialWizardState => {
  const restore = shouldRestore(local, state?.draftId);
  const competencyData = state?.competencyData ?? [];
  const levelSelection = state?.startLevelSelection === true;
  const step = levelSelection
    ? 2
    : restore
      ? Math.min(Math.max(local.step, 1), WIZARD_STEP_COUNT)
      : startStepOf(state);
  return {
    step,
    data: restore ? local.data : fromNavigationState(state),
    draftId: (restore ? local.draftId : undefined) ?? state?.draftId,
    selectedLevels: state?.selectedLevels ?? (restore ? local.selectedLevels : undefined) ?? {},
    competencyData,
    phase: levelSelection && competencyData.length > 0 ? 'picker' : 'steps',
    forceComplete: levelSelection,
    pendingSave: restore && local.pendingSave,
    restored: restore,
  };
};

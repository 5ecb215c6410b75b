import { evaluationParts } from '@rolescope/core';
import { preloadDialog } from '../../primitives/Dialog';
import { questionChecks } from './completion';
import type { WizardComponents } from './components';
import { defaultComponents } from './defaultComponents';
import type { WizardPhase } from './initialWizardState';
import {
  CompetencySelectionPart,
  LevelPickerPart,
  QuestionStepsPart,
  SelectionPhasePart,
} from './parts';
import { stepViewOf } from './stepViews';

type Preloadable = { preload: () => Promise<unknown> };

const selection = [SelectionPhasePart, CompetencySelectionPart];

/**
 * Starts loading the phases next to the one shown: the step before `step`, the step after it
 * once `step` is complete (its Save & Next is enabled), the competency selection once the last
 * step is, the level picker from the confirmation on. Each step's code is its view's `lazy`
 * part (`stepViews.tsx`). Best-effort: a failed load shows (and is retried) when the phase renders.
 */
export const preloadPhasesAround = (
  step: number,
  phase: WizardPhase,
  complete: boolean,
  components: WizardComponents = defaultComponents,
): void => {
  const lazyOf = (n: number): Preloadable | undefined => {
    const part = evaluationParts[n - 1]?.part;
    return part === undefined ? undefined : stepViewOf(part, components).lazy;
  };
  const last = step >= evaluationParts.length;
  const parts: (Preloadable | undefined)[] = [lazyOf(step - 1), lazyOf(step)];
  if (complete) parts.push(...(last ? selection : [lazyOf(step + 1)]));
  if (phase !== 'steps') parts.push(...selection, LevelPickerPart);
  // The question steps come with their completion checks.
  if (parts.includes(QuestionStepsPart)) parts.push(questionChecks);
  for (const part of new Set(parts)) part?.preload().catch(() => {});
  // The competency selection and the confirmations are modal dialogs: their panel comes along.
  if (parts.includes(CompetencySelectionPart)) preloadDialog();
};

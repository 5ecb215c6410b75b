import { preloadDialog } from '../../primitives/Dialog';
import { lazyPart } from '../../primitives/LazyView';
import { questionChecks } from './completion';
import type { WizardPhase } from './initialWizardState';

// The wizard's later phases load when reached, not with step 1 (issue 22: the signed-in wizard
// page's first load). The wizard preloads the next phase once the one it shows is complete, so
// moving on rarely waits; a phase shown at once (a draft restored on step 4, the level picker of
// startLevelSelection) shows a polite "Loading..." status meanwhile.

/** Step 2. */
export const OrganizationDetailsStepPart = lazyPart(() =>
  import('../OrganizationDetailsStep/OrganizationDetailsStep').then(
    (m) => m.OrganizationDetailsStep,
  ),
);

/** Steps 3 to 5 (the question steps, step 5's score summary). */
export const QuestionStepsPart = lazyPart(() =>
  import('./QuestionSteps').then((m) => m.QuestionSteps),
);

/** Finalize's competency selection modal. */
export const CompetencySelectionPart = lazyPart(() =>
  import('../CompetencySelection').then((m) => m.CompetencySelection),
);

/** Finalize's competency selection with the career category of the answers. */
export const SelectionPhasePart = lazyPart(() =>
  import('./SelectionPhase').then((m) => m.SelectionPhase),
);

/** Finalize's level picker. */
export const LevelPickerPart = lazyPart(() =>
  import('../LevelPicker/LevelPicker').then((m) => m.LevelPicker),
);

type Preloadable = { preload: () => Promise<unknown> };

/** Each step's part, from step 1 (which loads with the wizard). */
const stepParts: (Preloadable | undefined)[] = [
  undefined,
  OrganizationDetailsStepPart,
  QuestionStepsPart,
  QuestionStepsPart,
  QuestionStepsPart,
];

/**
 * Starts loading the phases next to the one shown: the step before `step`, the step after it
 * once `step` is complete (its Save & Next is enabled), the competency selection once step 5
 * is, the level picker from the confirmation on. Best-effort: a failed load shows (and is
 * retried) when the phase renders.
 */
const selection = [SelectionPhasePart, CompetencySelectionPart];

export const preloadPhasesAround = (step: number, phase: WizardPhase, complete: boolean): void => {
  const parts: (Preloadable | undefined)[] = [stepParts[step - 2], stepParts[step - 1]];
  if (complete) parts.push(...(stepParts[step] ? [stepParts[step]] : selection));
  if (phase !== 'steps') parts.push(...selection, LevelPickerPart);
  // Steps 3 to 5 come with their completion checks.
  if (parts.includes(QuestionStepsPart)) parts.push(questionChecks);
  for (const part of new Set(parts)) part?.preload().catch(() => {});
  // The competency selection and the confirmations are modal dialogs: their panel comes along.
  if (parts.includes(CompetencySelectionPart)) preloadDialog();
};

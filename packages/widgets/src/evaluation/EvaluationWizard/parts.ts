import { lazyPart } from '../../primitives/LazyView';

// The wizard's later phases load when reached, not with step 1 (the signed-in wizard
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

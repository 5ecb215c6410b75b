import type { WizardData } from '../../model/evaluation/types';
import { lazyValue } from '../../primitives/LazyView';
import type { WizardComponents } from './components';

type Checks = Pick<WizardComponents, 'isRoleDetailsStepComplete' | 'isOrganizationDetailsComplete'>;

/**
 * The checks of steps 3 to 5 (questionCompletion.ts), loaded with those steps' code: until
 * they arrive, the three steps count as not complete (their Save & Next waits).
 */
export const questionChecks = lazyValue(() =>
  import('./questionCompletion').then((m) => m.questionStepCompletions),
);

/** Steps 3 to 5 hold answers (a restored draft): their checks are needed before they show. */
export const hasQuestionAnswers = (data: WizardData): boolean =>
  [data.roleAndResponsibilities, data.roleEffectiveness, data.rolesImpact].some(
    (answers) => answers !== undefined && Object.keys(answers).length > 0,
  );

/**
 * The completion flag of each of the five steps, from their answers (the wizard engine counts
 * every step complete for startLevelSelection). Steps 3 to 5 are complete when core's step
 * schema accepts their answers (`questions`: the loaded checks; not complete until loaded).
 */
export const stepCompletions = (
  data: WizardData,
  checks: Checks,
  questions: ((data: WizardData) => boolean[]) | undefined,
): boolean[] => [
  checks.isRoleDetailsStepComplete(data.details),
  checks.isOrganizationDetailsComplete(data.organizationDetails),
  ...(questions ? questions(data) : [false, false, false]),
];

import { evaluationParts } from '@rolescope/core';
import type { WizardData } from '../../model/evaluation/types';
import { lazyValue } from '../../primitives/LazyView';
import type { WizardComponents } from './components';
import { stepViewOf } from './stepViews';

/**
 * The checks of core's steps table (questionCompletion.ts), loaded with the question steps'
 * code: until they arrive, the steps without a check of their own (`StepView.isComplete`)
 * count as not complete (their Save & Next waits).
 */
export const questionChecks = lazyValue(() =>
  import('./questionCompletion').then((m) => m.questionStepCompletions),
);

const partsOf = (data: WizardData): Readonly<Record<string, object | undefined>> => data;

/** A step checked by the table holds answers (a restored draft): its check is needed before it shows. */
export const hasQuestionAnswers = (data: WizardData, components: WizardComponents): boolean =>
  evaluationParts.some(({ part }) => {
    const answers = partsOf(data)[part];
    return (
      !stepViewOf(part, components).isComplete &&
      answers !== undefined &&
      Object.keys(answers).length > 0
    );
  });

/**
 * The completion flag of each step, from their answers (the wizard engine counts every step
 * complete for startLevelSelection): its view's own check (steps 1 and 2), else core's steps
 * table (`questions`: the loaded checks; not complete until loaded).
 */
export const stepCompletions = (
  data: WizardData,
  components: WizardComponents,
  questions: ((data: WizardData) => boolean[]) | undefined,
): boolean[] => {
  const loaded = questions?.(data);
  return evaluationParts.map(({ part }, i) => {
    const own = stepViewOf(part, components).isComplete;
    return own ? own(data, components) : (loaded?.[i] ?? false);
  });
};

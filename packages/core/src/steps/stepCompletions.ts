import { type EvaluationStep, evaluationSteps } from './evaluationSteps';
import { type EvaluationParts, valuesOf } from './parts';

/** Whether a step's values are complete: its `isComplete`, else its form schema accepts them. */
export const isStepComplete = (step: EvaluationStep, values: unknown): boolean =>
  step.isComplete
    ? step.isComplete(values as never)
    : step.formSchema.safeParse(values ?? {}).success;

/** The completion flag of each step of the table (the built-in one by default), in step order. */
export const stepCompletions = (
  parts: EvaluationParts | undefined,
  steps: readonly EvaluationStep[] = evaluationSteps,
): boolean[] => steps.map((step) => isStepComplete(step, valuesOf(parts, step.part)));

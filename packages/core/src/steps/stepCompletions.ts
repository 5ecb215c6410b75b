import { type EvaluationStep, evaluationSteps } from './evaluationSteps';
import type { EvaluationParts } from './parts';

/**
 * The completion flag of each step of the table (the built-in one by default), in step order:
 * its `isComplete`, else whether its form schema accepts its values.
 */
export const stepCompletions = (
  parts: EvaluationParts | undefined,
  steps: readonly EvaluationStep[] = evaluationSteps,
): boolean[] =>
  steps.map(({ part, formSchema, isComplete }) => {
    const values = parts?.[part] ?? {};
    return isComplete ? isComplete(values as never) : formSchema.safeParse(values).success;
  });

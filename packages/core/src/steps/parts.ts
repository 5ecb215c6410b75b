import type { PartialScoringInput } from '../scoring/computeScoreDetails';
import { type EvaluationStep, evaluationSteps } from './evaluationSteps';

/** An evaluation's parts by part key, each optional (a draft's, a form's, a report's). */
export type EvaluationParts = Readonly<Partial<Record<string, object | undefined>>>;

/** Steps of the built-in table by default; a fixture or a deployment may pass its own. */
type Steps = readonly EvaluationStep[];

const valuesOf = (parts: EvaluationParts | undefined, step: EvaluationStep) =>
  parts?.[step.part] ?? {};

/** Whether a step's values are complete: its `isComplete`, else its form schema accepts them. */
export const isStepComplete = (step: EvaluationStep, values: unknown): boolean =>
  step.isComplete
    ? step.isComplete(values as never)
    : step.formSchema.safeParse(values ?? {}).success;

/** The completion flag of each step, in step order. */
export const stepCompletions = (
  parts: EvaluationParts | undefined,
  steps: Steps = evaluationSteps,
): boolean[] => steps.map((step) => isStepComplete(step, valuesOf(parts, step)));

/** True when every step's part holds at least one answer. */
export const hasEveryPart = (
  parts: EvaluationParts | undefined,
  steps: Steps = evaluationSteps,
): boolean => steps.every((step) => Object.keys(valuesOf(parts, step)).length > 0);

/** The scoring engine's input from an evaluation's parts (step 1 gives the industry category). */
export const scoringInputOf = (parts: EvaluationParts): PartialScoringInput => {
  const details = parts.details as { industryCategory?: unknown } | undefined;
  return { ...parts, industryCategory: details?.industryCategory };
};

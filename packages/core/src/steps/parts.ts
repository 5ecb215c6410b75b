import type { PartialScoringInput } from '../scoring/computeScoreDetails';
import { type EvaluationPartRow, evaluationParts } from './evaluationParts';

/** An evaluation's parts by part key, each optional (a draft's, a form's, a report's). */
export type EvaluationParts = { readonly [part: string]: unknown };

/** A part's values in `parts` ({} when absent). */
export const valuesOf = (parts: EvaluationParts | undefined, part: string): object =>
  (parts?.[part] as object | undefined) ?? {};

/** True when every part of the table (the built-in one by default) holds at least one answer. */
export const hasEveryPart = (
  parts: EvaluationParts | undefined,
  table: readonly EvaluationPartRow[] = evaluationParts,
): boolean => table.every(({ part }) => Object.keys(valuesOf(parts, part)).length > 0);

/** The scoring engine's input from an evaluation's parts (step 1 gives the industry category). */
export const scoringInputOf = (parts: EvaluationParts): PartialScoringInput => {
  const details = parts.details as { industryCategory?: unknown } | undefined;
  return { ...parts, industryCategory: details?.industryCategory };
};

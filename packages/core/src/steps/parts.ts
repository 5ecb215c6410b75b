import type { PartialScoringInput } from '../scoring/computeScoreDetails';
import { type EvaluationPartRow, evaluationParts } from './evaluationParts';

/** An evaluation's parts by part key, each optional (a draft's, a form's, a report's). */
export type EvaluationParts = { readonly [part: string]: unknown };

/** True when every part of the table (the built-in one by default) holds at least one answer. */
export const hasEveryPart = (
  parts: EvaluationParts | undefined,
  table: readonly EvaluationPartRow[] = evaluationParts,
): boolean => table.every(({ part }) => Object.keys(parts?.[part] ?? {}).length > 0);

/** The scoring engine's input from an evaluation's parts (step 1 gives the industry category). */
export const scoringInputOf = (parts: EvaluationParts): PartialScoringInput => ({
  ...parts,
  industryCategory: (parts.details as { industryCategory?: unknown } | undefined)?.industryCategory,
});

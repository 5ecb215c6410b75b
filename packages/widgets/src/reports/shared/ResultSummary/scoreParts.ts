import type { ScoreDetails, ScorePartId } from '@rolescope/core';

/** The three parts of a final score, keyed by part (core's `scorePartIds`, in that order). */
export const scorePartsOf = (score: ScoreDetails): Record<ScorePartId, number> => ({
  roleAndResponsibilities: score.rolesResponsibilityScore,
  roleEffectiveness: score.rolesEffectivenessScore,
  rolesImpact: score.rolesImpact,
});

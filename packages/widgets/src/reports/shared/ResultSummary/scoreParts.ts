import type { ScoreDetails } from '@rolescope/core';
import type { ScorePartId } from '@rolescope/core/scoring';

/** The three parts of a final score, keyed by part (core's `scorePartIds`, in that order). */
export const scorePartsOf = (score: ScoreDetails): Record<ScorePartId, number> => ({
  roleAndResponsibilities: score.rolesResponsibilityScore,
  roleEffectiveness: score.rolesEffectivenessScore,
  rolesImpact: score.rolesImpact,
});

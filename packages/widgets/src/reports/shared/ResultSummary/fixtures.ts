import type { ScoreDetails } from '@rolescope/core';

/** A role at career level 20 (Senior professional, medium): 300 × 1.04 = 312. */
export const seniorScore: ScoreDetails = {
  industryCategory: 'technology',
  organizationScores: {
    industryComplexity: 'high',
    customerScopesScore: 5,
    employeesScore: 3,
    revenueScore: 5,
    totalScore: 13,
  },
  scoreMultiplier: 1.04,
  rolesResponsibilityScore: 100,
  rolesEffectivenessScore: 120,
  rolesImpact: 80,
  finalScore: 312,
  careerLevel: 20,
  category: 'medium',
};

/** A role at the top of the scale (Senior leader, high). */
export const leaderScore: ScoreDetails = {
  ...seniorScore,
  scoreMultiplier: 2.5,
  rolesResponsibilityScore: 200,
  rolesEffectivenessScore: 150,
  rolesImpact: 100.5,
  finalScore: 1126.25,
  careerLevel: 24,
  category: 'high',
};

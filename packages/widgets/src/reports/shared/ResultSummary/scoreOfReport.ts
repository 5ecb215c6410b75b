import {
  type Report,
  type ScoreDetails,
  safeComputeScoreDetails,
  scoringInputOf,
} from '@rolescope/core';

/**
 * The score details of a competency report, computed from its answers as the server does;
 * null for a career report or one whose answers are incomplete.
 */
export const scoreOfReport = (report: Report): ScoreDetails | null => {
  if (report.reportType === 'career') return null;
  return safeComputeScoreDetails(scoringInputOf(report.userFilledDetails));
};

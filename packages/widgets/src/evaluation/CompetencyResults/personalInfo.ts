import { type ScoreDetails, safeComputeScoreDetails, scoringInputOf } from '@rolescope/core';
import type { WizardData } from '../../model/evaluation/types';

/** The score details of the answers, or null while any answer is missing. */
export const scoreDetailsOf = (data: WizardData): ScoreDetails | null =>
  safeComputeScoreDetails(scoringInputOf(data));

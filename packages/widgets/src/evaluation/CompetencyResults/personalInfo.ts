import {
  industryCategories,
  type ScoreDetails,
  safeComputeScoreDetails,
  scoringInputOf,
} from '@rolescope/core';
import type { WizardData } from '../../model/evaluation/types';

/** The score details of the answers, or null while any answer is missing. */
export const scoreDetailsOf = (data: WizardData): ScoreDetails | null =>
  safeComputeScoreDetails(scoringInputOf(data));

/** The display name of an industry category id (the id itself if unknown). */
export const industryCategoryName = (id: string | undefined): string | undefined =>
  id === undefined ? undefined : (industryCategories.find((c) => c.id === id)?.name ?? id);

/** Names of the function ids, in order; an id without a known name stays as it is. */
export const functionNames = (
  ids: readonly string[] | undefined,
  catalog: readonly { _id: string; name: string }[] | undefined,
): string[] => (ids ?? []).map((id) => catalog?.find((f) => f._id === id)?.name ?? id);

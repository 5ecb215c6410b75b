/** Pure helpers of step 2 (Organization Details). */
import { DEFAULT_MANAGEMENT_LEVEL } from '@rolescope/core/options';
import {
  type OrganizationScores,
  organizationScores,
  scoreMultiplierFor,
} from '@rolescope/core/scoring';
import type { OrganizationDetailsValues } from '../../model/evaluation/types';
import { isOrganizationDetailsComplete } from './organizationComplete';

export { isOrganizationDetailsComplete };

/** The value with the management level preset to middle when none is set. */
export const withManagementDefault = (
  value: OrganizationDetailsValues,
): OrganizationDetailsValues =>
  value.managementLevel ? value : { ...value, managementLevel: DEFAULT_MANAGEMENT_LEVEL };

export type OrganizationScore = OrganizationScores & { scoreMultiplier: number };

/** The organisation score and multiplier once the step is complete (else null, also for unknown answers). */
export const organizationScoreOf = (
  value: OrganizationDetailsValues,
  industryCategory: string | undefined,
): OrganizationScore | null => {
  if (!isOrganizationDetailsComplete(value)) return null;
  try {
    const scores = organizationScores(industryCategory, value);
    return { ...scores, scoreMultiplier: scoreMultiplierFor(scores.totalScore) };
  } catch {
    return null;
  }
};

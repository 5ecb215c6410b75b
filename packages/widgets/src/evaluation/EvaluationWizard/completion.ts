import {
  effectivenessFormSchema,
  impactFormSchema,
  responsibilitiesFormSchema,
} from '@rolescope/core';
import type { WizardData } from '../model/types';
import type { WizardComponents } from './components';

type Checks = Pick<WizardComponents, 'isRoleDetailsStepComplete' | 'isOrganizationDetailsComplete'>;

/**
 * The completion flag of each of the five steps, from their answers (the wizard engine counts
 * every step complete for startLevelSelection). Steps 3 to 5 are complete when core's step
 * schema accepts their answers (the rules their forms check).
 */
export const stepCompletions = (data: WizardData, checks: Checks): boolean[] => [
  checks.isRoleDetailsStepComplete(data.details),
  checks.isOrganizationDetailsComplete(data.organizationDetails),
  responsibilitiesFormSchema.safeParse(data.roleAndResponsibilities).success,
  effectivenessFormSchema.safeParse(data.roleEffectiveness).success,
  impactFormSchema.safeParse(data.rolesImpact).success,
];

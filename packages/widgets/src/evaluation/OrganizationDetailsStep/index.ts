export {
  OrganizationDetailsStep,
  type OrganizationDetailsStepProps,
} from './OrganizationDetailsStep';
export {
  isOrganizationDetailsComplete,
  type OrganizationScore,
  organizationScoreOf,
  withManagementDefault,
} from './organizationLogic';

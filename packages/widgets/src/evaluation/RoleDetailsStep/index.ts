export { RoleDetailsStep, type RoleDetailsStepProps } from './RoleDetailsStep';
export {
  isRoleDetailsStepComplete,
  PAY_FIELDS,
  TIERS,
  VALIDATION_DEBOUNCE_MS,
  withDegreeDefault,
  withIndustryCategory,
} from './roleDetailsLogic';

export { RoleDetailsStep } from './RoleDetailsStep';
export { isRoleDetailsStepComplete } from './roleDetailsLogic';

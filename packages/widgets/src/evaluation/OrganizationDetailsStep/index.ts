export { OrganizationDetailsStep } from './OrganizationDetailsStep';
export { isOrganizationDetailsComplete } from './organizationComplete';

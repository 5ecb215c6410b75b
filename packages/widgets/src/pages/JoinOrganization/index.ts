export { JoinOrganization, type JoinOrganizationProps } from './JoinOrganization';

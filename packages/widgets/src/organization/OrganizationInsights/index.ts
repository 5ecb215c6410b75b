export { OrganizationInsights, type OrganizationInsightsProps } from './OrganizationInsights';

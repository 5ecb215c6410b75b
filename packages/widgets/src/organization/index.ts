// The HR and manager widgets: what the rest of the package uses of the organisation's feature.
export { OrganizationInsights, type OrganizationInsightsProps } from './OrganizationInsights';

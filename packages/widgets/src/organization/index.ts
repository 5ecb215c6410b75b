// The HR and manager widgets, one folder each.
export { ManagerReview, type ManagerReviewProps } from './ManagerReview';
export { OrganizationInsights, type OrganizationInsightsProps } from './OrganizationInsights';
export { TeamReports, type TeamReportsProps } from './TeamReports';

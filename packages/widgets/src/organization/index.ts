// The HR and manager widgets, one folder each.
export { TeamReports, type TeamReportsProps } from './TeamReports';

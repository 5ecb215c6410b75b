export { TeamReports, type TeamReportsProps } from './TeamReports';

export { Dashboard, type DashboardProps } from './Dashboard';
export { findLatestCompleted, isCompleted } from './findLatestCompleted';
export { type ReportType, ReportTypeDialog, type ReportTypeDialogProps } from './ReportTypeDialog';

export { ReportDialog, type ReportDialogProps } from './ReportDialog';

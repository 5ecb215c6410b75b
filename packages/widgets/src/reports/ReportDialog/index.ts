export { ReportDialog, type ReportDialogProps } from './ReportDialog';
export { ReportLoadDialog } from './ReportLoadDialog';

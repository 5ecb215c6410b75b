export { ReportTypeDialog, type ReportTypeDialogProps } from './ReportTypeDialog';

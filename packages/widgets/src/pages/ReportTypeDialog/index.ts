export { ReportTypeDialog } from './ReportTypeDialog';

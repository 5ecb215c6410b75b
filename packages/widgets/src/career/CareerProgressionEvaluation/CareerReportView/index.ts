export { CareerReportView, type CareerReportViewProps } from './CareerReportView';

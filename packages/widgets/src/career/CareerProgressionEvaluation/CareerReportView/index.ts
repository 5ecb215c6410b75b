export { CareerReportView } from './CareerReportView';

// What the other feature folders use of the reports (the public widgets are listed in the
// package's index.ts).
export { CareerReportView } from './CareerReportView';
export { CareerTag } from './CareerTag';
export {
  ChartFigure,
  CompetencyProfileChart,
  chartStyles,
  ScoreCompositionChart,
  VIEW_WIDTH,
} from './charts';
export { ReportDialog, ReportLoadDialog } from './ReportDialog';
export { ReportsHistory } from './ReportsHistory';
export { reportQueryOptions, reportsQueryOptions } from './ReportsHistory/reportsQuery';
export { useOpenReport } from './ReportsHistory/useOpenReport';
export { ResultSummary, scoreOfReport, scorePartsOf } from './shared/ResultSummary';

export {
  CAREER_STEP_COUNT,
  CareerProgressionEvaluation,
  type CareerProgressionEvaluationProps,
} from './CareerProgressionEvaluation';
export { CareerReportView, type CareerReportViewProps } from './CareerReportView';
export {
  AVERAGE_ORGANIZATION,
  baselineFromReports,
  buildCareerReport,
  type CareerBaseline,
  type CareerReportPayload,
  quickCheckBaseline,
} from './careerModel';
export {
  type CareerReportContent,
  careerTargetRole,
  isCareerReport,
  readCareerReport,
} from './readCareerReport';

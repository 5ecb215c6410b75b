export {
  CAREER_STEP_COUNT,
  CareerProgressionEvaluation,
  type CareerProgressionEvaluationProps,
} from './CareerProgressionEvaluation';
export { CareerReportView, type CareerReportViewProps } from './CareerReportView';
export {
  asCareerDraftState,
  type CareerDraftState,
  type CareerStart,
  careerStartOf,
  type RestoredCareer,
  restoreCareerReport,
} from './careerDraft';
export {
  baselineFromReports,
  buildCareerReport,
  type CareerBaseline,
  type CareerReportInput,
  type CareerReportPayload,
  careerUserFilledDetails,
  type QuickCheckValues,
  quickCheckBaseline,
} from './careerModel';
export {
  type CareerReportContent,
  careerTargetRole,
  isCareerReport,
  readCareerReport,
} from './readCareerReport';

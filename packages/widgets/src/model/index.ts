// The widgets' React-free domain model: reading reports and drafts, the career model, the
// competency levels and selection, the wizard's data, the API's error messages. Features import
// it from here; nothing in it imports a feature folder.

export { asCareerDraftState, type CareerDraftState, careerStartOf } from './career/careerDraft';
export {
  allRated,
  baselineFromReports,
  buildCareerReport,
  type CareerBaseline,
  type CareerReportPayload,
  careerUserFilledDetails,
  emptyGoal,
  emptyQuickCheck,
  type GoalValues,
  goalOf,
  isBaselineReport,
  MAX_QUICK_CHECK_FUNCTIONS,
  type QuickCheckValues,
  quickCheckBaseline,
  targetsAbove,
} from './career/careerModel';
export { careerTargetRole, isCareerReport, readCareerReport } from './career/readCareerReport';
export { careerCandidateIds, selectCareerCompetencies } from './career/selectCareerCompetencies';
export { groupCompetencies } from './competencies/groupCompetencies';
export {
  hasContent,
  isLevelDefined,
  levelOptionsOf,
  nextDefinedLevel,
  progressPercent,
} from './competencies/levels';
export {
  asTechnicalCompetence,
  calculateRequest,
  DOMAIN_VISIBLE_AFTER,
  emptySelection,
  firstNoLongerOffered,
  type SelectionValues,
  toOptions,
} from './competencies/selection';
export { errorMessage, responseErrors, responseMessage } from './errors/errors';
export { bulletList, registrationFailure } from './errors/registrationErrors';
export type {
  CompetencyProfile,
  EvaluationNavigationState,
  OrganizationDetailsValues,
  RoleDetailsValues,
  StepProps,
  TierKey,
  WizardData,
} from './evaluation/types';
export {
  emptyWizardData,
  fromNavigationState,
  startStepOf,
  toDraftData,
  toNavigationState,
  WIZARD_STEP_COUNT,
} from './evaluation/wizardData';
export { careerLevelLabel, careerLevelName } from './reports/careerLevelText';
export { type CatalogNames, catalogNames, withCatalogNames } from './reports/catalogNames';
export { careerDraftStateOf, completeAssessmentState } from './reports/draftState';
export { findLatestCompleted } from './reports/findLatestCompleted';
export { humanizeSlug } from './reports/labels';
export {
  type CompetencyLevels,
  competencyLevelsOf,
  levelComparisonText,
  levelWithName,
  proficiencyLevelName,
} from './reports/levelComparison';
export {
  type AnsweredQuestion,
  answeredQuestions,
  type ChosenCompetency,
  chosenCompetencies,
  organizationFields,
  type ReportField,
  roleDetailGroups,
  technicalCompetenceOf,
} from './reports/reportContent';
export {
  formatReportDate,
  formatReportTime,
  isDraftSummary,
  reportRole,
  shortReportId,
  summaryReportName,
  summaryRole,
} from './reports/reportFormat';
export {
  ariaSortOf,
  nextSort,
  type SortKey,
  type SortState,
  sortRows,
} from './reports/sortReports';

// The main entry, by name: what a host uses. The API clients and their config and errors, the
// scoring engine, the validators and their form schemas, the steps table, the career functions
// and the wire types a host handles (types only). Everything else is on a subpath:
// `@rolescope/core/contract` (the endpoint tables, every zod schema and wire type, the client's
// type machinery), `/options` (every option set), `/scoring` (each part's score, multipliers,
// scales), `/validation` (the forms' limits, messages, field and value types, input helpers),
// `/webhooks` (signature helpers for a portal's backend) and `/testing`.
export {
  type CareerGapInput,
  type CareerGapResult,
  type CareerLevelTarget,
  type CareerReadiness,
  type CompetencyGap,
  careerCategoryOfLevel,
  careerLevelTargets,
  computeCareerGaps,
  definedLevels,
  isLevelDefined,
  isTargetAboveCurrent,
  type JobSizeEstimate,
  safeEstimateJobSize,
  targetLevelFor,
} from './career';
export {
  type ApiClient,
  type ApiClientConfig,
  ApiError,
  type ApiErrorOptions,
  type BrowserTokenStoreOptions,
  type CallOptions,
  CLIENT_SECRET_ERROR_MESSAGE,
  createApiClient,
  createBrowserTokenStore,
  createOrganizationClient,
  type FetchClientSecret,
  isApiError,
  type OrganizationClient,
  serverMessage,
  TOKEN_KEY,
  type TokenStore,
  type TokenStoreKeys,
  USER_KEY,
} from './client';
export type {
  CareerGoal,
  CompetencyLevelItem,
  EmbedSession,
  LoginResult,
  Registration,
  Report,
  ReportSummary,
  ReportType,
  ReportWebhookEvent,
  ReviewWebhookEvent,
  ScoreDetails,
  SelectedLevels,
  User,
  UserFilledDetails,
} from './contract';
export {
  computeScoreDetails,
  type PartialScoringInput,
  type ScoringInput,
  safeComputeScoreDetails,
} from './scoring/computeScoreDetails';
export { ScoringError } from './scoring/ScoringError';
export {
  type EvaluationPart,
  type EvaluationPartRow,
  type EvaluationParts,
  type EvaluationStep,
  evaluationParts,
  evaluationSteps,
  hasEveryPart,
  scoringInputOf,
  stepCompletions,
} from './steps';
export { careerGoalFormSchema, validateCareerGoal } from './validation/careerGoal';
export { validateCompetencySelection } from './validation/competencySelection';
export { validateContact } from './validation/contact';
export { forgotPasswordFormSchema, validateForgotPassword } from './validation/forgotPassword';
export {
  organizationDetailsFormSchema,
  validateOrganizationDetails,
} from './validation/organizationDetails';
export { otpFormSchema, validateOtp } from './validation/otp';
export { profileFormSchema, validateProfile } from './validation/profile';
export { questionAnswersFormSchema, validateQuestionAnswers } from './validation/questionAnswers';
export { resetPasswordFormSchema, validateResetPassword } from './validation/resetPassword';
export { roleDetailsFormSchema, validateRoleDetails } from './validation/roleDetails';
export { signInFormSchema, validateSignIn } from './validation/signIn';
export { signUpFormSchema, validateSignUp } from './validation/signUp';

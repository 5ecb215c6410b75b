// The public API of @rolescope/widgets: the widgets a host embeds, the provider and its hooks,
// the theme helpers, the localization types and the navigation states passed between widgets.
// The demo site's full-page screens are the `@rolescope/widgets/pages` entry.
// Primitives, jotai atoms, model helpers and test helpers stay internal. Every name is listed
// with its signature in api/widgets.api.md (`npm run api:check`) and described in README.md.

// Account (with the core types their props use: a host imports them from here too)
export type { LoginResult, Registration } from '@rolescope/core';
export type {
  AuthPanelProps,
  AuthView,
  BrandingPanelProps,
} from './auth/AuthPanel';
export type { AuthSidePanelProps } from './auth/AuthSidePanel';
export type { ForgotPasswordProps } from './auth/ForgotPassword';
export type { PasswordSuccessProps } from './auth/PasswordSuccess';
export type { ResetPasswordProps } from './auth/ResetPassword';
export type { SignInFormProps } from './auth/SignInForm';
export type { SignUpFormProps } from './auth/SignUpForm';
export type { UserMenuProps } from './auth/UserMenu';
export type { VerifyOtpProps } from './auth/VerifyOtp';
// Each widget registers the default texts it reads when it first renders (not on import), and
// each binding is a pure call in a module of its own (./bindings): a host's bundler drops the
// widgets it does not use together with their texts, and code-splits the ones it uses into the
// chunks that use them (bindings written in this file would all land in the chunk that holds
// the entry). The sign-in panel and the provider register their own areas only, as the
// `/auth-panel` and `/provider` entries do; the organisation widgets all of `en`, the widgets
// that show reports a person's and the reports' areas, every other widget a person's.
export { AuthPanel } from './bindings/AuthPanel';
export { AuthSidePanel } from './bindings/AuthSidePanel';
export { BrandingPanel } from './bindings/BrandingPanel';
export { CareerProgressionEvaluation } from './bindings/CareerProgressionEvaluation';
export { ColorSchemeSwitch } from './bindings/ColorSchemeSwitch';
export { CompetencyResults } from './bindings/CompetencyResults';
export { EvaluationFlow } from './bindings/EvaluationFlow';
export { EvaluationWizard } from './bindings/EvaluationWizard';
export { ForgotPassword } from './bindings/ForgotPassword';
export { LevelPicker } from './bindings/LevelPicker';
export { ManagerReview } from './bindings/ManagerReview';
export { OrganizationInsights } from './bindings/OrganizationInsights';
export { PasswordSuccess } from './bindings/PasswordSuccess';
export { ReportDialog } from './bindings/ReportDialog';
export { ReportsHistory } from './bindings/ReportsHistory';
export { ResetPassword } from './bindings/ResetPassword';
export { RolescopeProvider } from './bindings/RolescopeProvider';
export { SignInForm } from './bindings/SignInForm';
export { SignUpForm } from './bindings/SignUpForm';
export { TeamReports } from './bindings/TeamReports';
export { UserMenu } from './bindings/UserMenu';
export { useStrings } from './bindings/useStrings';
export { VerifyOtp } from './bindings/VerifyOtp';
// Evaluation: competency and career
export {
  asCareerDraftState,
  type CareerDraftState,
  type CareerProgressionEvaluationProps,
} from './career/CareerProgressionEvaluation';
export {
  type CompetencyResultsProps,
  resultsFromNavigationState,
} from './evaluation/CompetencyResults';
export type { EvaluationFlowProps, SubmittedEvaluation } from './evaluation/EvaluationFlow';
export type {
  EvaluationCompletedState,
  EvaluationWizardProps,
} from './evaluation/EvaluationWizard';
export type { LevelPickerProps } from './evaluation/LevelPicker';
export type { EvaluationNavigationState } from './model';
export type { InsightsFilters } from './model/organization/insightsFilters';
// Organisation: HR and manager widgets
export type {
  ManagerReviewProps,
  OrganizationInsightsProps,
  TeamReportsProps,
} from './organization';
// Provider
export {
  EmbedSessionError,
  type EmbedSessionErrorReason,
  isEmbedSessionError,
  type NavigateFn,
  type OrganizationClient,
  type RolescopeProviderProps,
  useOrganizationClient,
  useRolescope,
} from './provider';
// Reports
export type { ReportDialogProps } from './reports/ReportDialog';
export type { ReportsHistoryProps } from './reports/ReportsHistory';
// Session and strings
export { useSession } from './session';
export type { Localization, Strings } from './strings';
// Theme
export {
  type ColorSchemePreference,
  type ColorSchemeSwitchProps,
  darkTheme,
  lightTheme,
  type RolescopeTheme,
  type ThemeOptions,
} from './theme';

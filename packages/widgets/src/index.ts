// Account widgets
export {
  AuthPanel,
  type AuthPanelProps,
  type AuthView,
  BrandingPanel,
  type BrandingPanelProps,
} from './auth/AuthPanel';
export { ForgotPassword, type ForgotPasswordProps } from './auth/ForgotPassword';
export { PasswordSuccess, type PasswordSuccessProps } from './auth/PasswordSuccess';
export { ResetPassword, type ResetPasswordProps } from './auth/ResetPassword';
export { SIGN_IN_REDIRECT_MS, SignInForm, type SignInFormProps } from './auth/SignInForm';
export {
  SignUpForm,
  type SignUpFormProps,
  TermsDialog,
  type TermsDialogProps,
} from './auth/SignUpForm';
export { UserMenu, type UserMenuProps } from './auth/UserMenu';
export { RESEND_WAIT_SECONDS, VerifyOtp, type VerifyOtpProps } from './auth/VerifyOtp';
// Career progression evaluation
export {
  asCareerDraftState,
  CAREER_STEP_COUNT,
  type CareerDraftState,
  CareerProgressionEvaluation,
  type CareerProgressionEvaluationProps,
  CareerReportView,
  type CareerReportViewProps,
  isCareerReport,
  readCareerReport,
} from './career/CareerProgressionEvaluation';
// Evaluation: competency selection, level picker, results
export {
  CompetencyResults,
  type CompetencyResultsProps,
} from './evaluation/CompetencyResults';
export {
  CompetencySelection,
  type CompetencySelectionProps,
} from './evaluation/CompetencySelection';
// Evaluation: the wizard, question steps 3 to 5, model helpers
export {
  downloadScoreDetails,
  type EvaluationCompletedState,
  EvaluationWizard,
  type EvaluationWizardProps,
  isQuestionStepComplete,
  QuestionStep,
  type QuestionStepProps,
  SCORE_DETAILS_FILE_NAME,
  ScoreSummary,
  type WizardComponents,
  WizardComponentsContext,
} from './evaluation/EvaluationWizard';
export { LevelPicker, type LevelPickerProps } from './evaluation/LevelPicker';
export {
  type CompetencyProfile,
  draftToNavigationState,
  type EffectivenessValues,
  type EvaluationNavigationState,
  emptyWizardData,
  fromNavigationState,
  fromUserFilledDetails,
  type ImpactValues,
  type OrganizationDetailsValues,
  type ResponsibilitiesValues,
  type RoleDetailsValues,
  type StepProps,
  type TierKey,
  toDraftData,
  toNavigationState,
  toUserFilledDetails,
  WIZARD_STEP_COUNT,
  type WizardData,
} from './evaluation/model';
// Evaluation: steps 1 and 2
export {
  isOrganizationDetailsComplete,
  OrganizationDetailsStep,
  type OrganizationDetailsStepProps,
  type OrganizationScore,
  organizationScoreOf,
} from './evaluation/OrganizationDetailsStep';
export {
  isRoleDetailsStepComplete,
  RoleDetailsStep,
  type RoleDetailsStepProps,
} from './evaluation/RoleDetailsStep';
// Pages
export {
  ADMIN_REPORTS_PAGE_SIZE,
  AdminArea,
  type AdminAreaProps,
  ORGANIZATIONS_PAGE_SIZE,
} from './pages/AdminArea';
export { Dashboard, type DashboardProps, findLatestCompleted } from './pages/Dashboard';
export {
  CONTACT_SUBMIT_MS,
  defaultHelpLinks,
  HelpCenter,
  type HelpCenterProps,
  type HelpLinks,
} from './pages/HelpCenter';
export { NotFound, type NotFoundProps } from './pages/NotFound';
export { ReportTypeDialog, type ReportTypeDialogProps } from './pages/ReportTypeDialog';
export { THANK_YOU_COUNTDOWN_SECONDS, ThankYou, type ThankYouProps } from './pages/ThankYou';
// Primitives
export { Accordion, type AccordionItem, type AccordionProps } from './primitives/Accordion';
export { Avatar, type AvatarProps, initialsOf } from './primitives/Avatar';
export { Button, type ButtonProps, type ButtonVariants, buttonRecipe } from './primitives/Button';
export {
  CAROUSEL_INTERVAL_MS,
  Carousel,
  type CarouselProps,
  useReducedMotion,
} from './primitives/Carousel';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox';
export { Dialog, type DialogProps } from './primitives/Dialog';
export {
  MULTI_SELECT_INFO_DELAY_MS,
  MULTI_SELECT_PAGE_SIZE,
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from './primitives/MultiSelect';
export { OTP_LENGTH, OtpInput, type OtpInputProps } from './primitives/OtpInput';
export { Pagination, type PaginationProps } from './primitives/Pagination';
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar';
export { PortalRootContext, usePortalRoot } from './primitives/portal';
export { Select, type SelectOption, type SelectProps } from './primitives/Select';
export {
  Stepper,
  type StepperProps,
  type StepperStep,
  type StepStatus,
} from './primitives/Stepper';
export { Switch, type SwitchProps } from './primitives/Switch';
export {
  Table,
  type TableColumn,
  type TableName,
  type TableProps,
} from './primitives/Table';
export { TextField, type TextFieldProps } from './primitives/TextField';
export {
  DEFAULT_TOAST_DURATION_MS,
  TOAST_HOTKEY_LABEL,
  Toast,
  type ToastApi,
  type ToastItem,
  type ToastOptions,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useToast,
} from './primitives/Toast';
export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './primitives/Tooltip';
// Provider
export {
  CACHE_TIME_MS,
  createRolescopeQueryClient,
  defaultQueryOptions,
  isAuthError,
  MAX_RETRIES,
  type NavigateFn,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  type RolescopeContextValue,
  RolescopeProvider,
  type RolescopeProviderProps,
  retryDelay,
  shouldRetry,
  useRolescope,
} from './provider';
// Reports
export { ReportDialog, type ReportDialogProps } from './reports/ReportDialog';
export { ReportsHistory, type ReportsHistoryProps } from './reports/ReportsHistory';
export {
  composeReportName,
  formatReportDate,
  formatReportTime,
  REPORT_NAME_SEPARATOR,
} from './reports/shared/reportFormat';
// Session
export {
  authLoadingAtom,
  currentEmailAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
  userAtom,
  useSession,
} from './session';
// Strings
export {
  type DeepPartial,
  en,
  formatString,
  type Localization,
  mergeStrings,
  type Strings,
  StringsContext,
  useStrings,
} from './strings';
// Theme
export {
  accentVars,
  applyThemeVars,
  type ColorScheme,
  type ColorTokens,
  contrastRatio,
  darkColors,
  darkTheme,
  lightColors,
  lightTheme,
  type RolescopeTheme,
  rootSelector,
  type ThemeOptions,
  themeRoot,
  vars,
  visuallyHidden,
} from './theme';

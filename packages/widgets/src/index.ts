// The public API of @rolescope/widgets: the widgets a host embeds, the provider and its hooks,
// the theme helpers, the localization types and the navigation states passed between widgets.
// The demo site's full-page screens are the `@rolescope/widgets/pages` entry.
// Primitives, jotai atoms, model helpers and test helpers stay internal. Every name is listed
// with its signature in api/widgets.api.md (`npm run api:check`) and described in README.md.

import { en } from './strings/en';
import { registerStrings } from './strings/registry';

// Every area's default strings: the widgets below read them (package.json lists this file
// under "sideEffects").
registerStrings(en);

// Account
export {
  AuthPanel,
  type AuthPanelProps,
  type AuthView,
  BrandingPanel,
  type BrandingPanelProps,
} from './auth/AuthPanel';
export { AuthSidePanel, type AuthSidePanelProps } from './auth/AuthSidePanel';
export { ForgotPassword, type ForgotPasswordProps } from './auth/ForgotPassword';
export { PasswordSuccess, type PasswordSuccessProps } from './auth/PasswordSuccess';
export { ResetPassword, type ResetPasswordProps } from './auth/ResetPassword';
export { SignInForm, type SignInFormProps } from './auth/SignInForm';
export { SignUpForm, type SignUpFormProps } from './auth/SignUpForm';
export { UserMenu, type UserMenuProps } from './auth/UserMenu';
export { VerifyOtp, type VerifyOtpProps } from './auth/VerifyOtp';
// Evaluation: competency and career
export {
  asCareerDraftState,
  type CareerDraftState,
  CareerProgressionEvaluation,
  type CareerProgressionEvaluationProps,
} from './career/CareerProgressionEvaluation';
export {
  CompetencyResults,
  type CompetencyResultsProps,
  resultsFromNavigationState,
} from './evaluation/CompetencyResults';
export {
  type EvaluationCompletedState,
  EvaluationWizard,
  type EvaluationWizardProps,
} from './evaluation/EvaluationWizard';
export { LevelPicker, type LevelPickerProps } from './evaluation/LevelPicker';
export type { EvaluationNavigationState } from './model';
// Provider
export {
  EmbedSessionError,
  type EmbedSessionErrorReason,
  isEmbedSessionError,
  type NavigateFn,
  RolescopeProvider,
  type RolescopeProviderProps,
  useRolescope,
} from './provider';
// Reports
export { ReportDialog, type ReportDialogProps } from './reports/ReportDialog';
export { ReportsHistory, type ReportsHistoryProps } from './reports/ReportsHistory';
// Session and strings
export { useSession } from './session';
export { type Localization, type Strings, useStrings } from './strings';
// Theme
export {
  type ColorSchemePreference,
  ColorSchemeSwitch,
  type ColorSchemeSwitchProps,
  darkTheme,
  lightTheme,
  type RolescopeTheme,
  type ThemeOptions,
} from './theme';

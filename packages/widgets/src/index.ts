// The public API of @rolescope/widgets: the widgets a host embeds, the provider and its hooks,
// the theme helpers, the localization types and the navigation states passed between widgets.
// The demo site's full-page screens are the `@rolescope/widgets/pages` entry.
// Primitives, jotai atoms, model helpers and test helpers stay internal. Every name is listed
// with its signature in api/widgets.api.md (`npm run api:check`) and described in README.md.

import { AuthPanel as AuthPanelBase, BrandingPanel as BrandingPanelBase } from './auth/AuthPanel';
import { AuthSidePanel as AuthSidePanelBase } from './auth/AuthSidePanel';
import { ForgotPassword as ForgotPasswordBase } from './auth/ForgotPassword';
import { PasswordSuccess as PasswordSuccessBase } from './auth/PasswordSuccess';
import { ResetPassword as ResetPasswordBase } from './auth/ResetPassword';
import { SignInForm as SignInFormBase } from './auth/SignInForm';
import { SignUpForm as SignUpFormBase } from './auth/SignUpForm';
import { UserMenu as UserMenuBase } from './auth/UserMenu';
import { VerifyOtp as VerifyOtpBase } from './auth/VerifyOtp';
import { CareerProgressionEvaluation as CareerProgressionEvaluationBase } from './career/CareerProgressionEvaluation';
import { CompetencyResults as CompetencyResultsBase } from './evaluation/CompetencyResults';
import { EvaluationWizard as EvaluationWizardBase } from './evaluation/EvaluationWizard';
import { LevelPicker as LevelPickerBase } from './evaluation/LevelPicker';
import { RolescopeProvider as RolescopeProviderBase } from './provider';
import { ReportDialog as ReportDialogBase } from './reports/ReportDialog';
import { ReportsHistory as ReportsHistoryBase } from './reports/ReportsHistory';
import { useStrings as useStringsBase } from './strings';
import { authPanelAreas, providerAreas } from './strings/areas';
import { en } from './strings/en';
import { withAllStrings, withStrings } from './strings/withStrings';
import { ColorSchemeSwitch as ColorSchemeSwitchBase } from './theme';

// Each widget registers the default texts it reads when it first renders (not on import), and
// each binding is a pure call: a host's bundler drops the widgets it does not use together with
// their texts. The sign-in panel and the provider register their own areas only, as the
// `/auth-panel` and `/provider` entries do; every other widget registers all of `en`.
export const AuthPanel = /* @__PURE__ */ withStrings(AuthPanelBase, authPanelAreas);
export const BrandingPanel = /* @__PURE__ */ withStrings(BrandingPanelBase, authPanelAreas);
export const AuthSidePanel = /* @__PURE__ */ withStrings(AuthSidePanelBase, en);
export const ForgotPassword = /* @__PURE__ */ withStrings(ForgotPasswordBase, en);
export const PasswordSuccess = /* @__PURE__ */ withStrings(PasswordSuccessBase, en);
export const ResetPassword = /* @__PURE__ */ withStrings(ResetPasswordBase, en);
export const SignInForm = /* @__PURE__ */ withStrings(SignInFormBase, en);
export const SignUpForm = /* @__PURE__ */ withStrings(SignUpFormBase, en);
export const UserMenu = /* @__PURE__ */ withStrings(UserMenuBase, en);
export const VerifyOtp = /* @__PURE__ */ withStrings(VerifyOtpBase, en);
export const CareerProgressionEvaluation = /* @__PURE__ */ withStrings(
  CareerProgressionEvaluationBase,
  en,
);
export const CompetencyResults = /* @__PURE__ */ withStrings(CompetencyResultsBase, en);
export const EvaluationWizard = /* @__PURE__ */ withStrings(EvaluationWizardBase, en);
export const LevelPicker = /* @__PURE__ */ withStrings(LevelPickerBase, en);
export const RolescopeProvider = /* @__PURE__ */ withStrings(RolescopeProviderBase, providerAreas);
export const ReportDialog = /* @__PURE__ */ withStrings(ReportDialogBase, en);
export const ReportsHistory = /* @__PURE__ */ withStrings(ReportsHistoryBase, en);
export const ColorSchemeSwitch = /* @__PURE__ */ withStrings(ColorSchemeSwitchBase, en);
export const useStrings = /* @__PURE__ */ withAllStrings(useStringsBase, en);

// Account
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
export type {
  EvaluationCompletedState,
  EvaluationWizardProps,
} from './evaluation/EvaluationWizard';
export type { LevelPickerProps } from './evaluation/LevelPicker';
export type { EvaluationNavigationState } from './model';
// Provider
export {
  EmbedSessionError,
  type EmbedSessionErrorReason,
  isEmbedSessionError,
  type NavigateFn,
  type RolescopeProviderProps,
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

// `@rolescope/core/validation`: the forms' building blocks (limits, messages, password
// rules, field and value types, mobile and money helpers). The validators and form schemas
// themselves are on the main entry, and listed there only.
export {
  type CareerGoalField,
  type CareerGoalFormOptions,
  type CareerGoalFormValues,
  TARGET_ROLE_MAX_LENGTH,
} from './careerGoal';
export {
  COMPETENCIES_MIN,
  type CompetencySelectionField,
  type CompetencySelectionValues,
  competencyCount,
} from './competencySelection';
export type { ContactField, ContactValues } from './contact';
export { messages, signUpHints } from './messages';
export { MOBILE_PREFIX, mobileDigits, normalizeMobileInput } from './mobile';
export { clampPercent, formatInr } from './money';
export type {
  OrganizationDetailsField,
  OrganizationDetailsFormValues,
} from './organizationDetails';
export { OTP_LENGTH } from './otp';
export { passwordRules } from './password';
export type { ProfileValues } from './profile';
export type { QuestionAnswers } from './questionAnswers';
export type { ResetPasswordField, ResetPasswordValues } from './resetPassword';
export type { Rule, ValidationIssue, ValidationResult } from './result';
export {
  isEmptyAnswer,
  isRoleDetailsComplete,
  ROLE_OBJECTIVE_MAX_LENGTH,
  type RoleDetailsField,
  type RoleDetailsValues,
  type TierKey,
} from './roleDetails';
export type { FormSchema } from './schema';
export type { SignInField, SignInValues } from './signIn';
export { EMAIL_UNSAFE_CHARACTERS, type SignUpField, type SignUpValues } from './signUp';
export type { CareerGoalMessages, StepMessages } from './stepMessages';

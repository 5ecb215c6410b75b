export {
  type CareerGoalField,
  type CareerGoalFormOptions,
  type CareerGoalFormValues,
  careerGoalFormSchema,
  TARGET_ROLE_MAX_LENGTH,
  validateCareerGoal,
} from './careerGoal';
export {
  COMPETENCIES_MIN,
  type CompetencySelectionField,
  type CompetencySelectionValues,
  competencyCount,
  validateCompetencySelection,
} from './competencySelection';
export { type ContactField, type ContactValues, validateContact } from './contact';
export { forgotPasswordFormSchema, validateForgotPassword } from './forgotPassword';
export { messages, signUpHints } from './messages';
export {
  MOBILE_PREFIX,
  mobileDigits,
  normalizeMobileInput,
} from './mobile';
export { clampPercent, formatInr } from './money';
export {
  type OrganizationDetailsField,
  type OrganizationDetailsFormValues,
  organizationDetailsFormSchema,
  validateOrganizationDetails,
} from './organizationDetails';
export { OTP_LENGTH, otpFormSchema, validateOtp } from './otp';
export { passwordRules } from './password';
export {
  type ProfileValues,
  profileFormSchema,
  validateProfile,
} from './profile';
export {
  type QuestionAnswers,
  questionAnswersFormSchema,
  validateQuestionAnswers,
} from './questionAnswers';
export {
  type ResetPasswordField,
  type ResetPasswordValues,
  resetPasswordFormSchema,
  validateResetPassword,
} from './resetPassword';
export type { Rule, ValidationIssue, ValidationResult } from './result';
export {
  isEmptyAnswer,
  isRoleDetailsComplete,
  ROLE_OBJECTIVE_MAX_LENGTH,
  type RoleDetailsField,
  type RoleDetailsValues,
  roleDetailsFormSchema,
  type TierKey,
  validateRoleDetails,
} from './roleDetails';
export type { FormSchema } from './schema';
export {
  type SignInField,
  type SignInValues,
  signInFormSchema,
  validateSignIn,
} from './signIn';
export {
  EMAIL_UNSAFE_CHARACTERS,
  type SignUpField,
  type SignUpValues,
  signUpFormSchema,
  validateSignUp,
} from './signUp';
export type { CareerGoalMessages, StepMessages } from './stepMessages';

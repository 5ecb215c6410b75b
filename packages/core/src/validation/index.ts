export {
  type CareerGoalField,
  type CareerGoalFormOptions,
  type CareerGoalFormValues,
  careerGoalFormSchema,
  TARGET_ROLE_MAX_LENGTH,
  validateCareerGoal,
} from './careerGoal';
export {
  COMPETENCIES_MAX,
  COMPETENCIES_MIN,
  COMPETENCY_TOTAL,
  type CompetencySelectionField,
  type CompetencySelectionValues,
  DOMAIN_COMPETENCIES_MAX,
  DOMAIN_FUNCTIONS_MAX,
  DOMAIN_PROCESS_MAX,
  validateCompetencySelection,
} from './competencySelection';
export { type ContactField, type ContactValues, validateContact } from './contact';
export { forgotPasswordFormSchema, validateForgotPassword } from './forgotPassword';
export { fillMessage, type Messages, messages, signUpHints } from './messages';
export {
  isValidMobile,
  MOBILE_DIGITS,
  MOBILE_PREFIX,
  mobileDigits,
  normalizeMobileInput,
} from './mobile';
export { clampPercent, formatInr, parseMoneyInput } from './money';
export {
  type OrganizationDetailsField,
  type OrganizationDetailsFormValues,
  organizationDetailsFormSchema,
  validateOrganizationDetails,
} from './organizationDetails';
export { OTP_LENGTH, otpFormSchema, validateOtp } from './otp';
export { passwordRules } from './password';
export {
  NAME_MAX_LENGTH,
  type ProfileValues,
  profileFormSchema,
  validateProfile,
} from './profile';
export {
  effectivenessFormSchema,
  impactFormSchema,
  type QuestionAnswers,
  questionAnswersFormSchema,
  responsibilitiesFormSchema,
  validateQuestionAnswers,
} from './questionAnswers';
export {
  type ResetPasswordField,
  type ResetPasswordValues,
  resetPasswordFormSchema,
  validateResetPassword,
} from './resetPassword';
export { isEmail, type Rule, type ValidationIssue, type ValidationResult } from './result';
export {
  FUNCTION_MAX,
  FUNCTION_MIN,
  isEmptyAnswer,
  isRoleDetailsComplete,
  missingRoleDetails,
  PROCESS_MAX,
  ROLE_OBJECTIVE_MAX_LENGTH,
  type RoleDetailsField,
  type RoleDetailsValues,
  roleDetailsFormSchema,
  roleDetailsRequiredFields,
  type TierKey,
  validateRoleDetails,
} from './roleDetails';
export type { FormSchema } from './schema';
export {
  type SignInField,
  type SignInValues,
  signInFormSchema,
  signInPasswordRules,
  validateSignIn,
} from './signIn';
export {
  EMAIL_UNSAFE_CHARACTERS,
  type SignUpField,
  type SignUpValues,
  signUpFormSchema,
  validateSignUp,
} from './signUp';
export { type CareerGoalMessages, type StepMessages, stepMessages } from './stepMessages';

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
export { validateForgotPassword } from './forgotPassword';
export { fillMessage, type Messages, messages, signUpHints } from './messages';
export {
  isValidMobile,
  MOBILE_DIGITS,
  MOBILE_PREFIX,
  mobileDigits,
  normalizeMobileInput,
} from './mobile';
export { clampPercent, formatInr, parseMoneyInput } from './money';
export { OTP_LENGTH, validateOtp } from './otp';
export { passwordRules } from './password';
export {
  type ResetPasswordField,
  type ResetPasswordValues,
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
  roleDetailsRequiredFields,
  validateRoleDetails,
} from './roleDetails';
export { type SignInField, type SignInValues, signInPasswordRules, validateSignIn } from './signIn';
export { type SignUpField, type SignUpValues, validateSignUp } from './signUp';

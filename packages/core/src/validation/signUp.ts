import { registrationLevels } from '../contract/auth';
import { messages } from './messages';
import { isValidMobile, mobileNumberPart } from './mobile';
import { passwordMessages } from './password';
import { emailMessages, toResult, type ValidationResult } from './result';

export interface SignUpValues {
  email: string;
  password: string;
  /** Display value (`+91-9876543210`) or plain digits. */
  mobile: string;
  designation: string;
  level: string;
  functionDepartment: string;
  termsAccepted: boolean;
}
export type SignUpField = keyof SignUpValues;

const m = messages.signUp;

/** Required when empty; invalid when only blanks. */
const textMessages = (value: string | undefined, required: string, invalid: string): string[] => {
  if (!value) return [required];
  return value.trim() ? [] : [invalid];
};

/**
 * Validates the sign-up form. Each field's `errors` entry is its first failing check
 * (password: required, length, uppercase, lowercase, number, special); `issues` lists
 * every failing check.
 */
export const validateSignUp = (values: Partial<SignUpValues>): ValidationResult<SignUpField> => {
  const mobile = values.mobile ?? '';
  const level = values.level ?? '';
  return toResult({
    email: emailMessages(values.email, m),
    password: passwordMessages(values.password),
    mobile: !mobileNumberPart(mobile)
      ? [m.mobileRequired]
      : isValidMobile(mobile)
        ? []
        : [m.mobileInvalid],
    designation: textMessages(values.designation, m.designationRequired, m.designationInvalid),
    level: !level
      ? [m.levelRequired]
      : (registrationLevels as readonly string[]).includes(level)
        ? []
        : [m.levelInvalid],
    functionDepartment: textMessages(
      values.functionDepartment,
      m.functionDepartmentRequired,
      m.functionDepartmentInvalid,
    ),
    termsAccepted: values.termsAccepted === true ? [] : [m.termsRequired],
  });
};

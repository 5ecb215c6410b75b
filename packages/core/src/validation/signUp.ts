import { registrationLevels } from '../contract/auth';
import { messages } from './messages';
import { isValidMobile, mobileNumberPart } from './mobile';
import { passwordMessages } from './password';
import { nameMessages } from './profile';
import { emailMessages, type ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

export interface SignUpValues {
  email: string;
  password: string;
  /** Display value (`+91-9876543210`) or plain digits. */
  mobile: string;
  designation: string;
  level: string;
  functionDepartment: string;
  /** Optional full name (at most 100 characters once trimmed). */
  name?: string;
  termsAccepted: boolean;
}
export type SignUpField = keyof SignUpValues;

const m = messages.signUp;

/**
 * What a sign-up address may not hold, though it looks like `local@domain.tld`: control
 * characters, double quotes and angle brackets (they serve only to forge a mail header, a log
 * line or a display name). An apostrophe stays allowed (O'Brien).
 */
const UNSAFE_EMAIL_CHARACTER = /[\p{Cc}"<>]/u;
export const EMAIL_UNSAFE_CHARACTERS =
  'An email address cannot contain quotes, angle brackets or control characters';

const signUpEmailMessages = (value: string | undefined): string[] => {
  const messagesOf = emailMessages(value, m);
  if (messagesOf.length > 0) return messagesOf;
  return UNSAFE_EMAIL_CHARACTER.test(value ?? '') ? [EMAIL_UNSAFE_CHARACTERS] : [];
};

/** Required when empty; invalid when only blanks. */
const nonBlank = (required: string, invalid: string) => (value: string | undefined) =>
  !value ? [required] : value.trim() ? [] : [invalid];

/**
 * The sign-up form. Each field's first issue is its first failing check (password:
 * required, length, uppercase, lowercase, number, special).
 */
export const signUpFormSchema = formSchema<SignUpValues>({
  email: signUpEmailMessages,
  password: passwordMessages,
  mobile: (v = '') =>
    !mobileNumberPart(v) ? [m.mobileRequired] : isValidMobile(v) ? [] : [m.mobileInvalid],
  designation: nonBlank(m.designationRequired, m.designationInvalid),
  level: (v) =>
    !v
      ? [m.levelRequired]
      : (registrationLevels as readonly string[]).includes(v)
        ? []
        : [m.levelInvalid],
  functionDepartment: nonBlank(m.functionDepartmentRequired, m.functionDepartmentInvalid),
  name: nameMessages,
  termsAccepted: (v) => (v === true ? [] : [m.termsRequired]),
});

/**
 * Validates the sign-up form. Each field's `errors` entry is its first failing check;
 * `issues` lists every failing check.
 */
export const validateSignUp = (values: Partial<SignUpValues>): ValidationResult<SignUpField> =>
  resultOf(signUpFormSchema, values);

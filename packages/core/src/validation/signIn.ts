import { messages } from './messages';
import { emailMessages, failing, type Rule, toResult, type ValidationResult } from './result';

export interface SignInValues {
  email: string;
  password: string;
}
export type SignInField = keyof SignInValues;

const m = messages.signIn;

/** Sign-in password checks; special characters are @ $ ! % * ? & #. */
export const signInPasswordRules: readonly Rule[] = [
  [/.{8}/su, m.passwordMinLength],
  [/[a-z]/, m.passwordLowercase],
  [/[A-Z]/, m.passwordUppercase],
  [/[0-9]/, m.passwordNumber],
  [/[@$!%*?&#]/, m.passwordSpecial],
];

/** Validates the sign-in form. Every failing password check is listed in `issues` (shown together). */
export const validateSignIn = (values: Partial<SignInValues>): ValidationResult<SignInField> => {
  const password = values.password ?? '';
  return toResult({
    email: emailMessages(values.email, m),
    password: password ? failing(password, signInPasswordRules) : [m.passwordRequired],
  });
};

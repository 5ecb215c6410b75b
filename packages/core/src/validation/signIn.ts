import { messages } from './messages';
import { emailMessages, failing, type Rule, type ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

export interface SignInValues {
  email: string;
  password: string;
}
export type SignInField = keyof SignInValues;

const m = messages.signIn;

/** Sign-in password checks; special characters are @ $ ! % * ? & #. */
const signInPasswordRules: readonly Rule[] = [
  [/.{8}/su, m.passwordMinLength],
  [/[a-z]/, m.passwordLowercase],
  [/[A-Z]/, m.passwordUppercase],
  [/[0-9]/, m.passwordNumber],
  [/[@$!%*?&#]/, m.passwordSpecial],
];

/** The sign-in form: every failing password check is an issue of its own (shown together). */
export const signInFormSchema = formSchema<SignInValues>({
  email: (v) => emailMessages(v, m),
  password: (v) => (v ? failing(v, signInPasswordRules) : [m.passwordRequired]),
});

/** Validates the sign-in form. Every failing password check is listed in `issues` (shown together). */
export const validateSignIn = (values: Partial<SignInValues>): ValidationResult<SignInField> =>
  resultOf(signInFormSchema, values);

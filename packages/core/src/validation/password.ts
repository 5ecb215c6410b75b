import { messages } from './messages';
import { failing, type Rule } from './result';

const m = messages.signUp;

/** The sign-up password rules, in the order the specification checks them. */
export const passwordRules: readonly Rule[] = [
  [/.{8}/su, m.passwordMinLength],
  [/[A-Z]/, m.passwordUppercase],
  [/[a-z]/, m.passwordLowercase],
  [/[0-9]/, m.passwordNumber],
  [/[!@#$%^&*]/, m.passwordSpecial],
];

/** Messages of the sign-up password rules the value breaks, in order (required first). */
export const passwordMessages = (value: string | undefined): string[] =>
  value ? failing(value, passwordRules) : [m.passwordRequired];

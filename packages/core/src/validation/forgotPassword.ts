import { messages } from './messages';
import { emailMessages, toResult, type ValidationResult } from './result';

/** The forgot-password e-mail: required and well-formed (sign-up messages). */
export const validateForgotPassword = (values: { email?: string }): ValidationResult<'email'> =>
  toResult({ email: emailMessages(values.email, messages.signUp) });

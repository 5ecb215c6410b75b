import { messages } from './messages';
import { emailMessages, type ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

/** The forgot-password e-mail: required and well-formed (sign-up messages). */
export const forgotPasswordFormSchema = formSchema<{ email: string }>({
  email: (v) => emailMessages(v, messages.signUp),
});

/** The forgot-password e-mail: required and well-formed (sign-up messages). */
export const validateForgotPassword = (values: { email?: string }): ValidationResult<'email'> =>
  resultOf(forgotPasswordFormSchema, values);

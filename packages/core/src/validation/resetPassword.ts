import { messages } from './messages';
import { passwordMessages } from './password';
import type { ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

const m = messages.resetPassword;

/** New password follows the sign-up rules; the confirmation is required and must match. */
export const resetPasswordFormSchema = formSchema<ResetPasswordValues>({
  password: passwordMessages,
  confirmPassword: (confirm, { password = '' }) =>
    !confirm ? [m.confirmRequired] : confirm === password ? [] : [m.mismatch],
});

/** New password follows the sign-up rules; the confirmation is required and must match. */
export const validateResetPassword = (
  values: Partial<ResetPasswordValues>,
): ValidationResult<ResetPasswordField> => resultOf(resetPasswordFormSchema, values);

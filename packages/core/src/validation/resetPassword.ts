import { messages } from './messages';
import { passwordMessages } from './password';
import { toResult, type ValidationResult } from './result';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

/** New password follows the sign-up rules; the confirmation is required and must match. */
export const validateResetPassword = (
  values: Partial<ResetPasswordValues>,
): ValidationResult<ResetPasswordField> => {
  const confirm = values.confirmPassword ?? '';
  return toResult({
    password: passwordMessages(values.password),
    confirmPassword: !confirm
      ? [messages.resetPassword.confirmRequired]
      : confirm === (values.password ?? '')
        ? []
        : [messages.resetPassword.mismatch],
  });
};

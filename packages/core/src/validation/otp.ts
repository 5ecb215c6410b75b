import { messages } from './messages';
import { toResult, type ValidationResult } from './result';

export const OTP_LENGTH = 6;

/** Validates a one-time code: six digits, digits only. */
export const validateOtp = (values: { otp?: string }): ValidationResult<'otp'> => {
  const otp = values.otp ?? '';
  return toResult({
    otp: !otp ? [messages.otp.required] : /^[0-9]{6}$/.test(otp) ? [] : [messages.otp.length],
  });
};

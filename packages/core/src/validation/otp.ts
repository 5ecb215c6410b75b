import { messages } from './messages';
import type { ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

export const OTP_LENGTH = 6;

/** A one-time code: six digits, digits only. */
export const otpFormSchema = formSchema<{ otp: string }>({
  otp: (otp) =>
    !otp ? [messages.otp.required] : /^[0-9]{6}$/.test(otp) ? [] : [messages.otp.length],
});

/** Validates a one-time code: six digits, digits only. */
export const validateOtp = (values: { otp?: string }): ValidationResult<'otp'> =>
  resultOf(otpFormSchema, values);

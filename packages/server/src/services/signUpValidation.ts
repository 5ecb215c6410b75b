import { type Registration, validateSignUp } from '@rolescope/core';
import { type InitiateRegistrationRequest, registrationSchema } from '@rolescope/core/contract';
import { messages } from '@rolescope/core/validation';

const MOBILE = /^[0-9]{10}$/;

/** A request with only e-mail, password and mobile asks for a new code of a pending sign-up. */
export const isResend = (fields: {
  designation?: unknown;
  level?: unknown;
  functionDepartment?: unknown;
}) =>
  fields.designation === undefined &&
  fields.level === undefined &&
  fields.functionDepartment === undefined;

/** The specification's sign-up validation messages; the mobile must be exactly 10 digits. */
export const signUpErrors = (input: InitiateRegistrationRequest, resend: boolean) => {
  const result = validateSignUp({ ...input, termsAccepted: true });
  const errors: Record<string, string> = { ...result.errors };
  if (!errors.mobile && !MOBILE.test(input.mobile)) errors.mobile = messages.signUp.mobileInvalid;
  if (resend) {
    delete errors.designation;
    delete errors.level;
    delete errors.functionDepartment;
  }
  return errors;
};

/**
 * The sign-up rules applied to a body the contract's schema refused (a field missing, empty
 * or mistyped), so the 400 lists every field to correct in the specification's words, not
 * only those the schema names. Fields that are not text count as absent here.
 */
export const registrationErrorsOf = (value: unknown): Record<string, string> => {
  const raw = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const input: Record<string, string | undefined> = {};
  for (const field of Object.keys(registrationSchema.shape) as (keyof Registration)[]) {
    const v = raw[field];
    input[field] = typeof v === 'string' ? v : undefined;
  }
  return signUpErrors(
    { ...input, mobile: input.mobile ?? '' } as InitiateRegistrationRequest,
    isResend(raw),
  );
};

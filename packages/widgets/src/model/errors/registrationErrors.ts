import { isApiError } from '@rolescope/core';
import { registrationSchema } from '@rolescope/core/contract';
import type { SignUpField } from '@rolescope/core/validation';
import { errorMessage, responseErrors } from './apiErrors';

export type RegistrationErrorTexts = {
  failed: string;
  emailRegistered: string;
  mobileRegistered: string;
};

export type RegistrationFailure = {
  /** Messages shown on the fields. */
  fields: Partial<Record<SignUpField, string>>;
  /** The raw message for the inline banner when no field could be blamed. */
  banner?: string;
  /** Everything listed in the "Please fix the following" toast. */
  problems: string[];
};

const fieldNames = Object.keys(registrationSchema.shape) as SignUpField[];

/**
 * The registration row of the specification's error catalogue. The message is the
 * response's, else the error's, else "Registration failed. Please try again.". An `errors`
 * entry for email or mobile shows "Email is already registered" / "Mobile number is
 * already registered" on that field (a 400's validation messages are shown as sent);
 * without `errors`, a message with "email" and "exists" blames the email field, one with
 * "mobile" or "phone" and "exists" the mobile field; otherwise the message is a banner.
 */
export const registrationFailure = (
  error: unknown,
  texts: RegistrationErrorTexts,
): RegistrationFailure => {
  const message = errorMessage(error) ?? texts.failed;
  const errors = responseErrors(error);
  const fields: Partial<Record<SignUpField, string>> = {};
  if (errors) {
    const validation = isApiError(error) && error.status === 400;
    for (const field of fieldNames) {
      const sent = errors[field];
      if (!sent) continue;
      if (field === 'email' && !validation) fields.email = texts.emailRegistered;
      else if (field === 'mobile' && !validation) fields.mobile = texts.mobileRegistered;
      else fields[field] = sent;
    }
  } else {
    const lower = message.toLowerCase();
    if (lower.includes('exists')) {
      if (lower.includes('email')) fields.email = texts.emailRegistered;
      if (lower.includes('mobile') || lower.includes('phone'))
        fields.mobile = texts.mobileRegistered;
    }
  }
  const problems = Object.values(fields).filter((v): v is string => Boolean(v));
  if (problems.length > 0) return { fields, problems };
  return { fields, banner: message, problems: [message] };
};

/** The toast's description: the problems joined by bullets. */
export const bulletList = (problems: readonly string[]): string => problems.join(' • ');

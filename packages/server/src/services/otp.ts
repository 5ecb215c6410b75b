import {
  type InitiateRegistrationRequest,
  messages,
  type User,
  type VerifyOtpRequest,
  validateOtp,
  validateSignUp,
} from '@rolescope/core';
import { timingSafeEqual } from '../crypto/digest';
import { randomDigits, randomId } from '../crypto/random';
import { badRequest, conflict, tooManyRequests } from '../errors';
import { VALIDATION_FAILED } from '../http/validate';
import { otpMail } from '../mail/messages';
import { type PendingRegistrationRecord, StoreConflictError } from '../store/types';
import type { ServiceContext } from './context';
import { normalizeEmail, toPublicUser } from './users';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_SENT = 'OTP sent to your email';
export const OTP_RESENT = 'A new OTP has been sent to your email address.';
export const EMAIL_TAKEN = 'Email is already registered';
export const MOBILE_TAKEN = 'Mobile number is already registered';
export const OTP_WAIT = 'Please wait before requesting a new OTP';
export const NO_PENDING = 'No registration is waiting for this email. Please sign up again.';
export const INVALID_OTP = 'Invalid OTP';
export const OTP_EXPIRED = 'OTP has expired. Please request a new one.';
export const OTP_LOCKED = 'Too many incorrect codes. Please request a new OTP.';
export const REGISTERED = 'User Registered Successfully';

const MOBILE = /^[0-9]{10}$/;

const conflictFor = (field: 'email' | 'mobile') =>
  field === 'email'
    ? conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN })
    : conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });

const codeHashOf = (ctx: ServiceContext, email: string, code: string) =>
  ctx.hmac(`otp:${email}:${code}`);

/** The sign-up rules' messages (spec section 5); the mobile must be exactly 10 digits. */
const signUpErrors = (input: InitiateRegistrationRequest, resend: boolean) => {
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

const sendCode = async (
  ctx: ServiceContext,
  pending: Omit<PendingRegistrationRecord, 'codeHash' | 'expiresAt' | 'attempts' | 'lastSentAt'>,
) => {
  const now = ctx.clock.now();
  const code = randomDigits(6);
  const record: PendingRegistrationRecord = {
    ...pending,
    codeHash: await codeHashOf(ctx, pending.email, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    attempts: 0,
    lastSentAt: now,
  };
  await ctx.store.upsertPendingRegistration(record);
  try {
    await ctx.mailer.send(otpMail(pending.email, code));
  } catch (error) {
    // Let the user retry at once: the code never reached them.
    await ctx.store.upsertPendingRegistration({ ...record, lastSentAt: new Date(0) });
    throw error;
  }
};

const ensureResendAllowed = (ctx: ServiceContext, pending: PendingRegistrationRecord | null) => {
  if (!pending) return;
  const wait = pending.lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - ctx.clock.now().getTime();
  if (wait > 0) throw tooManyRequests(OTP_WAIT, wait);
};

/**
 * Starts (or restarts) a registration and e-mails a 6-digit code. With only email,
 * password and mobile it re-sends a new code for the pending registration.
 */
export const initiateRegistration = async (
  ctx: ServiceContext,
  input: InitiateRegistrationRequest,
): Promise<string> => {
  const resend =
    input.designation === undefined &&
    input.level === undefined &&
    input.functionDepartment === undefined;
  const errors = signUpErrors(input, resend);
  if (Object.keys(errors).length > 0) throw badRequest(VALIDATION_FAILED, errors);

  const { store, clock } = ctx;
  const email = normalizeEmail(input.email);
  if (await store.findUserByEmail(email)) throw conflictFor('email');
  if (await store.findUserByMobile(input.mobile)) throw conflictFor('mobile');
  const pending = await store.findPendingRegistration(email);

  if (resend) {
    // The resend must come from whoever started the registration: same mobile and password.
    const matches =
      pending !== null &&
      pending.mobile === input.mobile &&
      (await ctx.hasher.verify(pending.passwordHash, input.password));
    if (!pending || !matches) throw badRequest(NO_PENDING);
    ensureResendAllowed(ctx, pending);
    await sendCode(ctx, pending);
    return OTP_RESENT;
  }
  ensureResendAllowed(ctx, pending);
  await sendCode(ctx, {
    email,
    passwordHash: await ctx.hasher.hash(input.password),
    mobile: input.mobile,
    designation: (input.designation ?? '').trim(),
    level: input.level ?? '',
    functionDepartment: (input.functionDepartment ?? '').trim(),
    createdAt: pending?.createdAt ?? clock.now(),
  });
  return OTP_SENT;
};

/**
 * Checks the code and creates the account from the pending registration's stored fields.
 * A wrong code counts; after 5 the code is void (429) until a new one is sent.
 */
export const verifyRegistration = async (
  ctx: ServiceContext,
  input: VerifyOtpRequest,
): Promise<User> => {
  const otpErrors = validateOtp({ otp: input.otp }).errors;
  if (otpErrors.otp) throw badRequest(INVALID_OTP, { otp: otpErrors.otp });

  const { store, clock } = ctx;
  const email = normalizeEmail(input.email);
  const pending = await store.findPendingRegistration(email);
  if (!pending) {
    // A repeated verification after success: say so (initiate tells the same).
    if (await store.findUserByEmail(email)) throw conflictFor('email');
    throw badRequest(INVALID_OTP);
  }
  const now = clock.now();
  if (pending.attempts >= OTP_MAX_ATTEMPTS) {
    const wait = pending.lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime();
    throw tooManyRequests(OTP_LOCKED, wait);
  }
  if (now.getTime() >= pending.expiresAt.getTime()) throw badRequest(OTP_EXPIRED);
  const given = await codeHashOf(ctx, email, input.otp);
  if (!timingSafeEqual(given, pending.codeHash)) {
    await store.incrementPendingAttempts(email);
    throw badRequest(INVALID_OTP);
  }
  try {
    const user = await store.completeRegistration({
      id: randomId(),
      email,
      passwordHash: pending.passwordHash,
      mobile: pending.mobile,
      designation: pending.designation,
      level: pending.level,
      functionDepartment: pending.functionDepartment,
      name: '',
      role: 'user',
      createdAt: now,
    });
    return toPublicUser(user);
  } catch (error) {
    if (error instanceof StoreConflictError) throw conflictFor(error.field);
    throw error;
  }
};

import type { User } from '@rolescope/core';
import { validateOtp } from '@rolescope/core';
import type { InitiateRegistrationRequest, VerifyOtpRequest } from '@rolescope/core/contract';
import { timingSafeEqual } from '../crypto/digest';
import { badRequest, conflict, tooManyRequests } from '../errors';
import { VALIDATION_FAILED } from '../http/validate';
import { type PendingRegistrationRecord, StoreConflictError } from '../store/types';
import { completeAccount, isPasswordlessEmployee } from './accountCompletion';
import type { ServiceContext } from './context';
import { codeHashOf, ensureResendAllowed, resendWaitMs, sendCountedCode } from './otpCode';
import { isResend, signUpErrors } from './signUpValidation';
import { ensureUnder, PROBES_PER_ADDRESS, recordUse, type Slot, slot } from './throttle';
import { normalizeEmail, toPublicUser } from './users';

export { registrationErrorsOf } from './signUpValidation';

const OTP_MAX_ATTEMPTS = 5;

const OTP_SENT = 'OTP sent to your email';
const OTP_RESENT = 'A new OTP has been sent to your email address.';
const EMAIL_TAKEN = 'Email is already registered';
const MOBILE_TAKEN = 'Mobile number is already registered';
const NO_PENDING = 'No registration is waiting for this email. Please sign up again.';
const INVALID_OTP = 'Invalid OTP';
const OTP_EXPIRED = 'OTP has expired. Please request a new one.';
const OTP_LOCKED = 'Too many incorrect codes. Please request a new OTP.';
export const REGISTERED = 'User Registered Successfully';

const conflictFor = (field: StoreConflictError['field']) =>
  field === 'mobile'
    ? conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN })
    : conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });

/** A 409 that tells the caller an e-mail or mobile is registered, counted against its address. */
const revealed = async (
  ctx: ServiceContext,
  probes: Slot,
  field: StoreConflictError['field'],
): Promise<never> => {
  await recordUse(ctx.store, probes);
  throw conflictFor(field);
};

/**
 * Whether the caller is whoever started the pending registration: the same password (and
 * mobile). Always exactly one password verification, against a dummy hash when nothing is
 * pending, so the time taken does not tell a stranger whether a sign-up is pending.
 */
const isRegistrant = async (
  ctx: ServiceContext,
  pending: PendingRegistrationRecord | null,
  password: string,
  mobile: string,
): Promise<boolean> => {
  const passwordOk = await ctx.hasher.verify(
    pending?.passwordHash ?? (await ctx.dummyHash()),
    password,
  );
  return pending !== null && passwordOk && pending.mobile === mobile;
};

/**
 * Starts (or restarts) a registration and e-mails a 6-digit code. With only email,
 * password and mobile it re-sends a new code for the pending registration.
 *
 * Who may replace a pending registration: anyone, 60 s after its last code (the resend
 * interval), so a registration someone else started for an e-mail keeps its owner out for
 * at most that long. A replacement voids the earlier code, and its own code goes to the
 * same mailbox: completing it takes the code and the replacement's password (checked by
 * `verifyRegistration`), so only whoever holds the mailbox and set the password can. What
 * a stranger learns is that a code for this e-mail was sent within 60 s, as the contract's
 * 429 already tells. Registered e-mails and mobiles are 409 as in the contract, before any
 * of this, and counted against the client address (20 an hour, then 429 before any
 * look-up). Codes sent are capped a day per e-mail and per client address
 * (services/throttle.ts), so cycling resends (5 tries each) cannot guess a code.
 */
export const initiateRegistration = async (
  ctx: ServiceContext,
  input: InitiateRegistrationRequest,
  clientAddress: string,
): Promise<string> => {
  const resend = isResend(input);
  const errors = signUpErrors(input, resend);
  if (Object.keys(errors).length > 0) throw badRequest(VALIDATION_FAILED, errors);

  const { store, clock } = ctx;
  const email = normalizeEmail(input.email);
  const now = clock.now();
  const probes = slot(PROBES_PER_ADDRESS, clientAddress, now);
  await ensureUnder(store, probes);
  const holder = await store.findUserByEmail(email);
  // An employee known through embed sessions has no password: signing up is that person
  // proving the mailbox (the code) and choosing one, so they get the sign-up of a new e-mail.
  if (holder && !isPasswordlessEmployee(holder)) return revealed(ctx, probes, 'email');
  if (await store.findUserByMobile(input.mobile)) return revealed(ctx, probes, 'mobile');
  const pending = await store.findPendingRegistration(email);
  const registrant = await isRegistrant(ctx, pending, input.password, input.mobile);

  if (resend) {
    if (!pending || !registrant) throw badRequest(NO_PENDING);
    ensureResendAllowed(pending, now);
    await sendCountedCode(ctx, clientAddress, pending, pending.codeHash);
    return OTP_RESENT;
  }
  ensureResendAllowed(pending, now);
  await sendCountedCode(
    ctx,
    clientAddress,
    {
      email,
      passwordHash: await ctx.hasher.hash(input.password),
      mobile: input.mobile,
      designation: (input.designation ?? '').trim(),
      level: input.level ?? '',
      functionDepartment: (input.functionDepartment ?? '').trim(),
      name: (input.name ?? '').trim(),
      createdAt: pending && registrant ? pending.createdAt : now,
    },
    pending?.codeHash ?? null,
  );
  return OTP_SENT;
};

/**
 * Checks the code and creates the account from the pending registration's stored fields.
 * Every try takes one of the code's 5 attempts before anything is compared (atomically, in
 * the store), so parallel guesses cannot compare more than 5 codes; after 5 the code is void
 * (429) until a new one is sent. The code alone is not enough: the password (and mobile)
 * sent with it must be those of the pending registration, so only whoever set that password
 * can complete it. Answers that tell an e-mail or mobile is registered count against the
 * client address, as in `initiateRegistration`.
 */
export const verifyRegistration = async (
  ctx: ServiceContext,
  input: VerifyOtpRequest,
  clientAddress: string,
): Promise<User> => {
  const otpErrors = validateOtp({ otp: input.otp }).errors;
  if (otpErrors.otp) throw badRequest(INVALID_OTP, { otp: otpErrors.otp });

  const { store, clock } = ctx;
  const email = normalizeEmail(input.email);
  const now = clock.now();
  const probes = slot(PROBES_PER_ADDRESS, clientAddress, now);
  await ensureUnder(store, probes);
  const attempt = await store.consumePendingAttempt(email, OTP_MAX_ATTEMPTS, now);
  if (!attempt.consumed) {
    const pending = attempt.pending;
    if (!pending) {
      // A repeated verification after success: say so (initiate tells the same).
      const holder = await store.findUserByEmail(email);
      if (holder && !isPasswordlessEmployee(holder)) return revealed(ctx, probes, 'email');
      // Otherwise (a password-less employee too: initiate does not reveal them either) the
      // same work and answer as a wrong code.
      await isRegistrant(ctx, null, input.password, input.mobile);
      throw badRequest(INVALID_OTP);
    }
    if (pending.attempts >= OTP_MAX_ATTEMPTS) {
      throw tooManyRequests(OTP_LOCKED, resendWaitMs(pending, now));
    }
    if (now.getTime() >= pending.expiresAt.getTime()) throw badRequest(OTP_EXPIRED);
    throw badRequest(INVALID_OTP); // replaced by a new code in the meantime
  }
  const { pending } = attempt;
  const codeOk = timingSafeEqual(await codeHashOf(ctx, email, input.otp), pending.codeHash);
  const registrant = await isRegistrant(ctx, pending, input.password, input.mobile);
  if (!codeOk || !registrant) throw badRequest(INVALID_OTP);
  try {
    return toPublicUser(await completeAccount(ctx, pending, now));
  } catch (error) {
    if (error instanceof StoreConflictError) return revealed(ctx, probes, error.field);
    throw error;
  }
};

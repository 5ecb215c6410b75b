import { randomDigits } from '../crypto/random';
import { tooManyRequests } from '../errors';
import { otpMail } from '../mail/messages';
import type { PendingRegistrationRecord } from '../store/types';
import type { ServiceContext } from './context';
import { CODES_PER_ACCOUNT, CODES_PER_ADDRESS, releaseSlots, slot, takeSlots } from './throttle';

// A sign-up's e-mailed code: how long it lives, how often it can be sent again, how it is kept.
const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_RESEND_INTERVAL_MS = 60 * 1000;
const OTP_WAIT = 'Please wait before requesting a new OTP';

/** What is kept of a code: its keyed hash, never the code. */
export const codeHashOf = (ctx: ServiceContext, email: string, code: string) =>
  ctx.hmac(`otp:${email}:${code}`);

/**
 * A new code for `fields`, written over the registration the caller judged (`replacing`: its
 * code hash, or null for none) and e-mailed. When another request for the same e-mail got
 * there first, nothing is written or sent (429): so concurrent resends cannot each reset the
 * attempt count or each mail a code.
 */
const sendCode = async (
  ctx: ServiceContext,
  fields: Omit<PendingRegistrationRecord, 'codeHash' | 'expiresAt' | 'attempts' | 'lastSentAt'>,
  replacing: string | null,
) => {
  const now = ctx.clock.now();
  const code = randomDigits(6);
  const record: PendingRegistrationRecord = {
    email: fields.email,
    passwordHash: fields.passwordHash,
    mobile: fields.mobile,
    designation: fields.designation,
    level: fields.level,
    functionDepartment: fields.functionDepartment,
    name: fields.name,
    createdAt: fields.createdAt,
    codeHash: await codeHashOf(ctx, fields.email, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    attempts: 0,
    lastSentAt: now,
  };
  if (!(await ctx.store.savePendingRegistration(record, replacing))) {
    throw tooManyRequests(OTP_WAIT, OTP_RESEND_INTERVAL_MS);
  }
  try {
    await ctx.mailer.send(otpMail(fields.email, code));
  } catch (error) {
    // Let the user retry at once: the code never reached them.
    await ctx.store.savePendingRegistration(
      { ...record, lastSentAt: new Date(0) },
      record.codeHash,
    );
    throw error;
  }
};

/**
 * sendCode within the daily caps on codes per e-mail and per client address (429 past
 * them); a code that was not sent (a concurrent request won, the mail failed) is not counted.
 */
export const sendCountedCode = async (
  ctx: ServiceContext,
  clientAddress: string,
  fields: Parameters<typeof sendCode>[1],
  replacing: string | null,
) => {
  const now = ctx.clock.now();
  const slots = [
    slot(CODES_PER_ADDRESS, clientAddress, now),
    slot(CODES_PER_ACCOUNT, fields.email, now),
  ];
  await takeSlots(ctx.store, slots);
  try {
    await sendCode(ctx, fields, replacing);
  } catch (error) {
    await releaseSlots(ctx.store, slots);
    throw error;
  }
};

/** How long until the pending registration may be sent a new code (ms; 0 or less: now). */
export const resendWaitMs = (pending: PendingRegistrationRecord, now: Date) =>
  pending.lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime();

/** 429 while the pending registration's last code is younger than the resend interval. */
export const ensureResendAllowed = (pending: PendingRegistrationRecord | null, now: Date) => {
  const wait = pending ? resendWaitMs(pending, now) : 0;
  if (wait > 0) throw tooManyRequests(OTP_WAIT, wait);
};

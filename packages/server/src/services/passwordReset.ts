import { validateForgotPassword, validateResetPassword } from '@rolescope/core';
import { sha256Hex } from '../crypto/digest';
import { randomToken } from '../crypto/random';
import { badRequest } from '../errors';
import { VALIDATION_FAILED } from '../http/validate';
import { resetMail } from '../mail/messages';
import { NO_PASSWORD } from '../store/types';
import type { ServiceContext } from './context';
import {
  ensureUnder,
  RESET_PER_ADDRESS,
  RESET_PER_EMAIL_FROM_ADDRESS,
  RESET_TOKENS_PER_ADDRESS,
  recordUse,
  slot,
  takeSlots,
} from './throttle';
import { normalizeEmail } from './users';

const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const RESET_MAIL_SENT = 'If an account exists for this email, a password reset link has been sent.';
const RESET_INVALID = 'Reset link is invalid or has expired';
const PASSWORD_RESET_DONE = 'Password has been reset successfully';

const tokenHashOf = (token: string) => sha256Hex(`reset:${token}`);

const resetLink = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;

/** One reset e-mail per account in this long: repeated requests cannot flood a mailbox. */
const RESET_MAIL_INTERVAL_MS = 60 * 1000;

/**
 * Stores a new token for a known account and e-mails its link; nothing for an unknown one,
 * nor when the account was sent a link less than a minute ago (its link still works).
 */
const sendResetLink = async (ctx: ServiceContext, email: string, now: Date) => {
  const user = await ctx.store.findUserByEmail(email);
  // an embedded employee signs in through the portal only: no password to reset
  if (!user || user.passwordHash === NO_PASSWORD) return;
  const token = randomToken(32);
  const stored = await ctx.store.createPasswordResetToken(
    {
      tokenHash: await tokenHashOf(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      usedAt: null,
      createdAt: now,
    },
    new Date(now.getTime() - RESET_MAIL_INTERVAL_MS),
  );
  if (!stored) return;
  await ctx.mailer.send(resetMail(user.email, resetLink(ctx.config.appUrl, token)));
};

/**
 * E-mails a single-use reset link (256 random bits, stored only as a hash, 15 minutes) to
 * a known account. The answer is the same for known and unknown addresses, and so is the
 * work done before it: the look-up, the token's INSERT (a disk flush on PGlite) and the
 * e-mail all run after the answer, so its timing cannot tell whether an account exists.
 * Requests are capped per e-mail and client address together (known e-mail or not), and per
 * client address over all e-mails, before that: asking for someone else's e-mail never
 * spends the owner's allowance.
 */
export const requestPasswordReset = async (
  ctx: ServiceContext,
  rawEmail: string,
  clientAddress: string,
) => {
  const emailError = validateForgotPassword({ email: rawEmail }).errors.email;
  if (emailError) throw badRequest(VALIDATION_FAILED, { email: emailError });
  const email = normalizeEmail(rawEmail);
  const now = ctx.clock.now();
  await takeSlots(ctx.store, [
    slot(RESET_PER_ADDRESS, clientAddress, now),
    slot(RESET_PER_EMAIL_FROM_ADDRESS, `${email}|${clientAddress}`, now),
  ]);
  ctx.afterResponse(() => sendResetLink(ctx, email, now));
  return RESET_MAIL_SENT;
};

/**
 * Sets a new password with a valid token; every session issued before ends, and every other
 * reset link of the account stops working (the store voids them with this one). The token
 * is checked before the password is hashed: a wrong token is answered at the cost of one
 * SHA-256 and one look-up, so guessing tokens cannot make the server hash passwords; invalid
 * tokens are capped per client address (20 an hour, then 429 before any look-up).
 */
export const resetPassword = async (
  ctx: ServiceContext,
  token: string,
  password: string,
  clientAddress: string,
) => {
  const passwordError = validateResetPassword({ password, confirmPassword: password }).errors
    .password;
  if (passwordError) throw badRequest(VALIDATION_FAILED, { password: passwordError });
  const now = ctx.clock.now();
  const guesses = slot(RESET_TOKENS_PER_ADDRESS, clientAddress, now);
  await ensureUnder(ctx.store, guesses);
  const userId = await ctx.store.consumePasswordResetToken(await tokenHashOf(token), now);
  if (!userId) {
    await recordUse(ctx.store, guesses);
    throw badRequest(RESET_INVALID);
  }
  const passwordHash = await ctx.hasher.hash(password);
  const user = await ctx.store.setUserPassword(userId, passwordHash, now);
  if (!user) throw badRequest(RESET_INVALID);
  return PASSWORD_RESET_DONE;
};

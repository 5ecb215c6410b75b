import type { LoginResult } from '@rolescope/core';
import type { LoginRequest } from '@rolescope/core/contract';
import { ApiError } from '../errors';
import { NO_PASSWORD } from '../store/types';
import type { ServiceContext } from './context';
import { acceptAccountAttempt, takeAccountAttempt } from './signInPacing';
import { releaseSlots, SIGN_IN_PER_ADDRESS, slot, takeSlots } from './throttle';
import { normalizeEmail, toPublicUser } from './users';

const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in. Unknown e-mail and wrong password answer the same 401 after the same work
 * (a hash is verified either way). Two throttles apply, counted in the store so that every
 * process sharing the database sees one count (see services/throttle.ts): failures from the
 * client address over all accounts (10 in 15 minutes, then 429), and failures on the
 * account, paced in lanes (services/signInPacing.ts: 5 free, then growing delays up to 30 s,
 * answered as 429 with Retry-After; the account is slowed, never locked, and an attacker's
 * addresses are paced apart from the owner's). An attempt the account's pacing refuses
 * stays counted against its address: hammering a paced account uses up the address's own
 * allowance, not the owner's.
 *
 * The attempt is recorded, as a failure, before the password is checked (an atomic
 * reserve-then-check in the store), and a success takes it back. Counting after the check
 * would let a parallel burst through: every request would pass the count while the others
 * were still hashing.
 */
export const login = async (
  ctx: ServiceContext,
  input: LoginRequest,
  clientAddress: string,
): Promise<LoginResult> => {
  const { store, hasher, clock } = ctx;
  const email = normalizeEmail(input.email);
  const now = clock.now();
  const fromAddress = [slot(SIGN_IN_PER_ADDRESS, clientAddress, now)];
  await takeSlots(store, fromAddress);
  const attempt = await takeAccountAttempt(store, email, clientAddress, now);
  const user = await store.findUserByEmail(email);
  // An embedded employee has no password: the same work and answer as an unknown e-mail.
  const hasPassword = user !== null && user.passwordHash !== NO_PASSWORD;
  const ok = hasPassword
    ? await hasher.verify(user.passwordHash, input.password)
    : (await hasher.verify(await ctx.dummyHash(), input.password)) && false;
  // The reserved attempts stay recorded as this failure.
  if (!user || !ok) throw new ApiError(401, INVALID_CREDENTIALS);
  // Only this attempt is taken back from the address: signing in to an account of one's
  // own must not wipe the failures of a spray from the same address.
  await releaseSlots(store, fromAddress);
  await acceptAccountAttempt(store, attempt);
  return { token: await ctx.tokens.issue(user), role: user.role, user: toPublicUser(user) };
};

/** Revokes the token's id until the token would have expired anyway. */
export const logout = async (ctx: ServiceContext, jti: string, expiresAt: Date): Promise<void> => {
  await ctx.store.revokeToken(jti, expiresAt);
};

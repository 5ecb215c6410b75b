import type { LoginRequest, LoginResult } from '@rolescope/core';
import { ApiError } from '../errors';
import { NO_PASSWORD } from '../store/types';
import type { ServiceContext } from './context';
import {
  clearAccountAttempts,
  releaseSlots,
  SIGN_IN_PER_ADDRESS,
  slot,
  takeAccountAttempt,
  takeSlots,
} from './throttle';
import { normalizeEmail, toPublicUser } from './users';

const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in. Unknown e-mail and wrong password answer the same 401 after the same work
 * (a hash is verified either way). Two throttles apply, counted in the store so that every
 * process sharing the database sees one count (see services/throttle.ts): failures from the
 * client address over all accounts (10 in 15 minutes, then 429), and failures on the
 * account from any address, paced (5 free, then growing delays up to 30 s, answered as 429
 * with Retry-After: the account is slowed, never locked).
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
  try {
    await takeAccountAttempt(store, email, now);
  } catch (error) {
    // A refused attempt checks no password: it is no failure of this address.
    await releaseSlots(store, fromAddress);
    throw error;
  }
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
  await clearAccountAttempts(store, email);
  return { token: await ctx.tokens.issue(user), role: user.role, user: toPublicUser(user) };
};

/** Revokes the token's id until the token would have expired anyway. */
export const logout = async (ctx: ServiceContext, jti: string, expiresAt: Date): Promise<void> => {
  await ctx.store.revokeToken(jti, expiresAt);
};

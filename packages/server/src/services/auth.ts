import type { LoginRequest, LoginResult } from '@rolescope/core';
import { ApiError, tooManyRequests } from '../errors';
import { NO_PASSWORD } from '../store/types';
import type { ServiceContext } from './context';
import { normalizeEmail, toPublicUser } from './users';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** More than this many failures in the window (per e-mail and client address) → 429. */
const LOGIN_MAX_FAILURES = 10;
const INVALID_CREDENTIALS = 'Invalid email or password';
const LOGIN_THROTTLED = 'Too many failed sign-in attempts. Please try again later.';

const loginKey = (email: string, clientAddress: string): string => `${email}|${clientAddress}`;

/**
 * Signs in. Unknown e-mail and wrong password answer the same 401 after the same work
 * (a hash is verified either way). Attempts are counted in the store per e-mail and client
 * address; the 11th within 15 minutes is refused with 429 and Retry-After.
 *
 * The attempt is recorded, as a failure, before the password is checked (an atomic
 * reserve-then-check in the store), and a success removes it. Counting after the check
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
  const key = loginKey(email, clientAddress);
  const now = clock.now();
  // A failure counts while it is less than 15 minutes old.
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS + 1);
  const attempt = await store.reserveLoginAttempt(key, now, since, LOGIN_MAX_FAILURES);
  if (!attempt.reserved) {
    throw tooManyRequests(
      LOGIN_THROTTLED,
      attempt.oldest.getTime() + LOGIN_WINDOW_MS - now.getTime(),
    );
  }
  const user = await store.findUserByEmail(email);
  // An embedded employee has no password: the same work and answer as an unknown e-mail.
  const hasPassword = user !== null && user.passwordHash !== NO_PASSWORD;
  const ok = hasPassword
    ? await hasher.verify(user.passwordHash, input.password)
    : (await hasher.verify(await ctx.dummyHash(), input.password)) && false;
  // The reserved attempt stays recorded as this failure.
  if (!user || !ok) throw new ApiError(401, INVALID_CREDENTIALS);
  await store.clearLoginFailures(key);
  return { token: await ctx.tokens.issue(user), role: user.role, user: toPublicUser(user) };
};

/** Revokes the token's id until the token would have expired anyway. */
export const logout = async (ctx: ServiceContext, jti: string, expiresAt: Date): Promise<void> => {
  await ctx.store.revokeToken(jti, expiresAt);
};

import { tooManyRequests } from '../errors';
import type { AttemptWindow, Store } from '../store/types';
import { MINUTE, SECOND, THROTTLE_RETENTION_MS } from './throttle';

/**
 * Failed sign-ins to one account, paced rather than capped: 5 free, then each further attempt
 * waits 1, 2, 4, 8, 16 s after the last failure, then 30 s for every one after (failures
 * count for 15 minutes). The account is never locked, and the pacing is kept in lanes so that
 * an attacker's tries cannot hold the owner out:
 *
 * - known: addresses that signed in to the account within the last day. Only someone who
 *   knows the password puts an address here, so an attacker never shares this lane.
 * - attacking: addresses that have failed on the account in the window. Every failure of the
 *   account counts towards this lane's delay (today's rule: a botnet gains nothing by
 *   spreading its tries over the lanes), and the delay runs from the account's last failure.
 * - fresh: addresses new to the account. Paced by their own failures only, so four attacking
 *   addresses leave a new address (the owner's phone) with its free attempts. Each address
 *   is fresh for one failure, so a botnet needs a new address for every try to hold this lane.
 *
 * A success takes back its own attempt, forgives its address and makes it known; it does
 * not forgive other addresses' failures (they may be an attacker's). A refused attempt checks
 * no password and records nothing here; it counts against its address (services/auth.ts).
 */
const ACCOUNT_PACING = {
  free: 5,
  firstDelayMs: SECOND,
  maxDelayMs: 30 * SECOND,
  windowMs: 15 * MINUTE,
} as const;

/** How long a successful sign-in makes its address known to the account. */
const KNOWN_FOR_MS = THROTTLE_RETENTION_MS;

const ACCOUNT_THROTTLED =
  'Too many failed sign-in attempts for this account. Please wait a moment and try again.';

/** How long the next attempt must wait, given the recent failures of its lane. */
const waitMs = (window: AttemptWindow, at: Date): number => {
  const { free, firstDelayMs, maxDelayMs } = ACCOUNT_PACING;
  if (window.count < free || !window.newest) return 0;
  const delay = Math.min(firstDelayMs * 2 ** (window.count - free), maxDelayMs);
  return window.newest.getTime() + delay - at.getTime();
};

const keys = (email: string, address: string) => ({
  /** every failure of the account: the attacking lane */
  account: `sign-in:account|${email}`,
  fresh: `sign-in:fresh|${email}`,
  known: `sign-in:known-lane|${email}`,
  /** this address's failures on this account */
  pair: `sign-in:pair|${email}|${address}`,
  /** this address signed in to this account */
  knownAddress: `sign-in:known|${email}|${address}`,
});

/** What one attempt recorded, to take back on success. */
export type AccountAttempt = { email: string; address: string; at: Date; recorded: string[] };

const UNCAPPED = Number.MAX_SAFE_INTEGER;

const hasAny = async (store: Store, key: string, since: Date) =>
  (await store.countLoginFailures(key, since)).count > 0;

/** Records a sign-in attempt on the account in its address's lane, or throws 429 while it must wait. */
export const takeAccountAttempt = async (
  store: Store,
  email: string,
  address: string,
  at: Date,
): Promise<AccountAttempt> => {
  const k = keys(email, address);
  const since = new Date(at.getTime() - ACCOUNT_PACING.windowMs + 1);
  const lane = (await hasAny(store, k.knownAddress, new Date(at.getTime() - KNOWN_FOR_MS + 1)))
    ? k.known
    : (await hasAny(store, k.pair, since))
      ? k.account
      : k.fresh;
  const r = await store.reservePacedAttempt(lane, at, since, (w) => waitMs(w, at));
  if (!r.reserved) throw tooManyRequests(ACCOUNT_THROTTLED, r.retryAfterMs);
  const recorded = [lane, k.pair];
  if (lane !== k.account) {
    await store.reserveLoginAttempt(k.account, at, since, UNCAPPED);
    recorded.push(k.account);
  }
  await store.reserveLoginAttempt(k.pair, at, since, UNCAPPED);
  return { email, address, at, recorded };
};

/**
 * A successful sign-in: its attempt is taken back, its address's failures on the account are
 * forgiven (as are the known lane's: only the owner's addresses are there), and its address
 * is known to the account from now on.
 */
export const acceptAccountAttempt = async (store: Store, attempt: AccountAttempt) => {
  const k = keys(attempt.email, attempt.address);
  for (const key of attempt.recorded) await store.releaseLoginAttempt(key, attempt.at);
  await store.clearLoginFailures(k.pair);
  await store.clearLoginFailures(k.known);
  await store.clearLoginFailures(k.knownAddress);
  await store.reserveLoginAttempt(k.knownAddress, attempt.at, attempt.at, UNCAPPED);
};

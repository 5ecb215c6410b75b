import { tooManyRequests } from '../errors';
import type { AttemptWindow, Store } from '../store/types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A fixed-window cap on one kind of attempt: at most `max` in any `windowMs`, then 429 until
 * the oldest leaves the window. Counted in the store, so every process sharing the database
 * sees one count.
 */
export type ThrottleRule = { name: string; windowMs: number; max: number; message: string };

const SIGN_IN_THROTTLED = 'Too many failed sign-in attempts. Please try again later.';
const RESET_THROTTLED = 'Too many password reset requests. Please try again later.';
const CODES_THROTTLED = 'Too many verification codes were requested. Please try again tomorrow.';

/**
 * Failed sign-ins from one client address, whatever the account: one address spraying a
 * common password over many accounts is refused after 10 (a person mistyping from a shared
 * office address rarely fails 10 times in 15 minutes). A success is not counted.
 */
export const SIGN_IN_PER_ADDRESS: ThrottleRule = {
  name: 'sign-in:address',
  windowMs: 15 * MINUTE,
  max: 10,
  message: SIGN_IN_THROTTLED,
};

/**
 * Reset links asked for one e-mail (known or not, so the answer tells nothing). The store
 * already mails at most one link a minute; this bounds the work of asking.
 */
export const RESET_PER_ACCOUNT: ThrottleRule = {
  name: 'reset:account',
  windowMs: HOUR,
  max: 10,
  message: RESET_THROTTLED,
};

/** Reset links asked from one address, over any number of e-mails. */
export const RESET_PER_ADDRESS: ThrottleRule = {
  name: 'reset:address',
  windowMs: HOUR,
  max: 20,
  message: RESET_THROTTLED,
};

/**
 * Sign-up codes sent to one e-mail a day. Each code allows 5 tries, so resending cannot
 * buy more than 25 guesses a day at a 6-digit code (one chance in 40,000).
 */
export const CODES_PER_ACCOUNT: ThrottleRule = {
  name: 'codes:account',
  windowMs: DAY,
  max: 5,
  message: CODES_THROTTLED,
};

/**
 * Sign-up codes sent from one address a day, over any number of e-mails: bounds mail bombing
 * from one address. 200, not 20: a whole office behind one NAT address signs up on the day its
 * HR portal goes live, and the per-e-mail cap above already bounds code guessing.
 */
export const CODES_PER_ADDRESS: ThrottleRule = {
  name: 'codes:address',
  windowMs: DAY,
  max: 200,
  message: CODES_THROTTLED,
};

/** The longest window of any rule: attempts older than this can be purged. */
export const THROTTLE_RETENTION_MS = DAY;

/** One rule applied to one subject (an e-mail or a client address). */
export type Slot = { rule: ThrottleRule; subject: string; at: Date };

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}|${subject}`;

export const slot = (rule: ThrottleRule, subject: string, at: Date): Slot => ({
  rule,
  subject,
  at,
});

/**
 * Records one attempt in each slot, or throws 429 (with Retry-After and the refusing rule's
 * message) and takes back what it recorded, so a refused request costs the caller nothing
 * in the other counts. Each record is atomic per key; across keys a burst may briefly count
 * one attempt too many, never too few.
 */
export const takeSlots = async (store: Store, slots: Slot[]): Promise<void> => {
  const taken: Slot[] = [];
  for (const s of slots) {
    const since = new Date(s.at.getTime() - s.rule.windowMs + 1);
    const r = await store.reserveLoginAttempt(keyOf(s.rule, s.subject), s.at, since, s.rule.max);
    if (!r.reserved) {
      await releaseSlots(store, taken);
      throw tooManyRequests(s.rule.message, r.oldest.getTime() + s.rule.windowMs - s.at.getTime());
    }
    taken.push(s);
  }
};

/** Takes back attempts `takeSlots` recorded (the attempt succeeded, or another was refused). */
export const releaseSlots = async (store: Store, slots: Slot[]): Promise<void> => {
  for (const s of slots) await store.releaseLoginAttempt(keyOf(s.rule, s.subject), s.at);
};

/**
 * Failed sign-ins to one account from any address, paced rather than capped: 5 free, then
 * each further attempt must wait 1, 2, 4, 8, 16 s after the last failure, then 30 s for
 * every one after (failures count for 15 minutes). 40 guesses from 40 addresses within 40 s
 * get 10 answers; a sustained attack gets 2 a minute. The account is never locked: the
 * real user, from any address, signs in at most 30 s after the attack stops.
 */
const ACCOUNT_PACING = {
  free: 5,
  firstDelayMs: SECOND,
  maxDelayMs: 30 * SECOND,
  windowMs: 15 * MINUTE,
} as const;

const ACCOUNT_THROTTLED =
  'Too many failed sign-in attempts for this account. Please wait a moment and try again.';

/** How long the next attempt must wait, given the account's recent failures. */
const accountWaitMs = (window: AttemptWindow, at: Date): number => {
  const { free, firstDelayMs, maxDelayMs } = ACCOUNT_PACING;
  if (window.count < free || !window.newest) return 0;
  const delay = Math.min(firstDelayMs * 2 ** (window.count - free), maxDelayMs);
  return window.newest.getTime() + delay - at.getTime();
};

const accountKey = (email: string) => `sign-in:account|${email}`;

/** Records a sign-in attempt on the account, or throws 429 while it must wait. */
export const takeAccountAttempt = async (store: Store, email: string, at: Date): Promise<void> => {
  const since = new Date(at.getTime() - ACCOUNT_PACING.windowMs + 1);
  const r = await store.reservePacedAttempt(accountKey(email), at, since, (w) =>
    accountWaitMs(w, at),
  );
  if (!r.reserved) throw tooManyRequests(ACCOUNT_THROTTLED, r.retryAfterMs);
};

/** A successful sign-in: the account's failures are forgiven. */
export const clearAccountAttempts = (store: Store, email: string) =>
  store.clearLoginFailures(accountKey(email));

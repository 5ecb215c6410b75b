import { tooManyRequests } from '../errors';
import type { Store } from '../store/types';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
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
 * Reset links asked for one e-mail from one address (subject `e-mail|address`): a stranger
 * asking for someone's e-mail spends their own allowance, never the owner's. The store mails
 * at most one link a minute per account whoever asks, which bounds what a mailbox receives.
 */
export const RESET_PER_EMAIL_FROM_ADDRESS: ThrottleRule = {
  name: 'reset:email-address',
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
 * Reset-password requests with a token that is unknown, used or expired, from one address:
 * guessing tokens (256 random bits) is hopeless, but each guess is still a look-up.
 */
export const RESET_TOKENS_PER_ADDRESS: ThrottleRule = {
  name: 'reset-token:address',
  windowMs: HOUR,
  max: 20,
  message: 'Too many invalid reset links were used. Please try again later.',
};

/**
 * Sign-up and verification answers that tell whether an e-mail or mobile number is
 * registered (the contract's 409s), from one address: 20 an hour, then every sign-up and
 * verification from the address is refused (before any look-up, so a refusal tells nothing).
 */
export const PROBES_PER_ADDRESS: ThrottleRule = {
  name: 'probes:address',
  windowMs: HOUR,
  max: 20,
  message: 'Too many sign-up attempts for registered accounts. Please try again later.',
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

/** Throws 429 if `subject` has used up `rule` already (recording nothing). */
export const ensureUnder = async (store: Store, s: Slot): Promise<void> => {
  const since = new Date(s.at.getTime() - s.rule.windowMs + 1);
  const r = await store.countLoginFailures(keyOf(s.rule, s.subject), since);
  if (r.count < s.rule.max) return;
  const oldest = (r.oldest ?? s.at).getTime();
  throw tooManyRequests(s.rule.message, oldest + s.rule.windowMs - s.at.getTime());
};

/** Counts one use of `rule` by `subject`, after the fact (`ensureUnder` refuses the next). */
export const recordUse = async (store: Store, s: Slot): Promise<void> => {
  const since = new Date(s.at.getTime() - s.rule.windowMs + 1);
  await store.reserveLoginAttempt(keyOf(s.rule, s.subject), s.at, since, Number.MAX_SAFE_INTEGER);
};

/** Takes back attempts `takeSlots` recorded (the attempt succeeded, or another was refused). */
export const releaseSlots = async (store: Store, slots: Slot[]): Promise<void> => {
  for (const s of slots) await store.releaseLoginAttempt(keyOf(s.rule, s.subject), s.at);
};

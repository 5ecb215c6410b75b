/** Retries stop this long after the event: the delivery is then marked failed. */
const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * When to try again after the `attempts`-th failed attempt of an event created at `created`:
 * 10 s, 20 s, 40 s... doubling up to one hour between tries, or null once the next try would
 * fall outside the 24 hours after the event (give up).
 */
export const nextAttemptAt = (created: Date, attempts: number, now: Date): Date | null => {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  const next = now.getTime() + wait;
  return next - created.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : new Date(next);
};

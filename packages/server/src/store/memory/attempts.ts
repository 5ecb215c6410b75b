import type {
  AttemptWindow,
  LoginAttemptReservation,
  LoginFailureSummary,
  PacedReservation,
} from '../types';

/**
 * The throttles' attempts of the memory store: the times recorded per key (a rule and its
 * subject, see services/throttle.ts). Synchronous, so each check and its write are one atomic
 * step, as the SQL store's are under a lock; MemoryStore answers the Store's throttling
 * methods with these.
 */
export class MemoryAttempts {
  private byKey = new Map<string, Date[]>();

  /** Forgets the attempts recorded before `before`. */
  purge(before: Date): void {
    const cut = before.getTime();
    for (const [k, list] of this.byKey) {
      const kept = list.filter((d) => d.getTime() >= cut);
      if (kept.length) this.byKey.set(k, kept);
      else this.byKey.delete(k);
    }
  }

  reserve(key: string, at: Date, since: Date, max: number): LoginAttemptReservation {
    const { count, oldest } = this.window(key, since);
    if (count >= max) return { reserved: false, oldest: oldest ?? at };
    this.record(key, at);
    return { reserved: true };
  }

  count(key: string, since: Date): LoginFailureSummary {
    const { count, oldest } = this.window(key, since);
    return { count, oldest };
  }

  clear(key: string): void {
    this.byKey.delete(key);
  }

  reservePaced(
    key: string,
    at: Date,
    since: Date,
    waitMs: (window: AttemptWindow) => number,
  ): PacedReservation {
    const wait = waitMs(this.window(key, since));
    if (wait > 0) return { reserved: false, retryAfterMs: wait };
    this.record(key, at);
    return { reserved: true };
  }

  /** Removes one attempt recorded for `key` at `at`. */
  release(key: string, at: Date): void {
    const list = this.byKey.get(key) ?? [];
    const i = list.findIndex((d) => d.getTime() === at.getTime());
    if (i >= 0) list.splice(i, 1);
  }

  private record(key: string, at: Date): void {
    this.byKey.set(key, [...(this.byKey.get(key) ?? []), at]);
  }

  /** The attempts of `key` since `since`: how many, the oldest and the newest (copies). */
  private window(key: string, since: Date): AttemptWindow {
    const times = (this.byKey.get(key) ?? [])
      .map((d) => d.getTime())
      .filter((t) => t >= since.getTime());
    const at = (t: number) => (times.length > 0 ? new Date(t) : null);
    return { count: times.length, oldest: at(Math.min(...times)), newest: at(Math.max(...times)) };
  }
}

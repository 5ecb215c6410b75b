import type { Clock } from '../deps';
import { systemClock } from '../deps';
import type { Store } from '../store/types';
import { LOGIN_WINDOW_MS } from './auth';

/**
 * Deletes what can no longer matter: expired codes, reset tokens and revoked token ids,
 * and login failures older than the throttle window. Safe to run at any time, from any
 * process (the Node entry runs it periodically).
 */
export const purgeExpiredRows = async (store: Store, clock: Clock = systemClock): Promise<void> => {
  const now = clock.now();
  await store.purgeExpired(now, new Date(now.getTime() - LOGIN_WINDOW_MS));
};

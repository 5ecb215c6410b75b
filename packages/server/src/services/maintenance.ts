import type { Clock } from '../deps';
import { systemClock } from '../deps';
import type { Store } from '../store/types';
import { THROTTLE_RETENTION_MS } from './throttle';

/**
 * Deletes what can no longer matter: expired codes, reset tokens and revoked token ids,
 * and throttled attempts older than the longest throttle window (a day). Safe to run at any time, from any
 * process (the Node entry runs it periodically).
 */
export const purgeExpiredRows = async (store: Store, clock: Clock = systemClock): Promise<void> => {
  const now = clock.now();
  await store.purgeExpired(now, new Date(now.getTime() - THROTTLE_RETENTION_MS));
};

import type { Context, MiddlewareHandler } from 'hono';
import { addressGroup } from '../http/addressGroup';

const TOO_MANY_AT_ONCE =
  'Too many requests at once from your address. Please try again in a moment.';

/**
 * Behind a reverse proxy (TRUST_PROXY) every socket is the proxy's, so connections cannot be
 * counted per client; what can be is the requests each forwarded client has in progress: at
 * most `max` per address (an IPv6 /64), the next answered 429 with a message at once.
 */
export const limitRequestsPerClient = (
  addressOf: (c: Context) => string | undefined,
  max: number,
): MiddlewareHandler => {
  const inProgress = new Map<string, number>();
  return async (c, next) => {
    const group = addressGroup(addressOf(c) ?? 'unknown');
    const n = inProgress.get(group) ?? 0;
    if (n >= max) {
      return c.json({ message: TOO_MANY_AT_ONCE }, 429, { 'Retry-After': '1' });
    }
    inProgress.set(group, n + 1);
    try {
      await next();
    } finally {
      const left = (inProgress.get(group) ?? 1) - 1;
      if (left > 0) inProgress.set(group, left);
      else inProgress.delete(group);
    }
  };
};

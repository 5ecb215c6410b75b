import type { MiddlewareHandler } from 'hono';

/**
 * Counts requests whose handlers are still running. A client that hangs up does not stop
 * its handler, so closing the server's sockets is not enough before closing the database:
 * `idle()` resolves once every handler has finished.
 */
export const createInFlight = () => {
  let count = 0;
  let waiters: (() => void)[] = [];
  const middleware: MiddlewareHandler = async (_c, next) => {
    count += 1;
    try {
      await next();
    } finally {
      count -= 1;
      if (count === 0) {
        for (const w of waiters) w();
        waiters = [];
      }
    }
  };
  const idle = () =>
    count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
  return {
    middleware,
    idle,
    get count() {
      return count;
    },
  };
};

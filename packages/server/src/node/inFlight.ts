import type { MiddlewareHandler } from 'hono';

/**
 * Counts requests whose handlers are still running, and work deferred past an answer
 * (`later`, e.g. the reset e-mail that forgot-password sends after answering). A client that
 * hangs up does not stop its handler, so closing the server's sockets is not enough before
 * closing the database: `idle()` resolves once every handler and deferred work has finished.
 */
export const createInFlight = () => {
  let count = 0;
  let waiters: (() => void)[] = [];
  const begin = () => {
    count += 1;
  };
  const end = () => {
    count -= 1;
    if (count === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  const middleware: MiddlewareHandler = async (_c, next) => {
    begin();
    try {
      await next();
    } finally {
      end();
    }
  };
  /** Runs `work` on the next timer turn (after the current answer), counted until it settles. */
  const later = (work: () => Promise<void>) => {
    begin();
    setTimeout(() => {
      work().then(end, end);
    }, 0);
  };
  const idle = () =>
    count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
  return {
    middleware,
    later,
    idle,
    get count() {
      return count;
    },
  };
};

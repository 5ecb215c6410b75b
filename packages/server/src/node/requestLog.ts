import type { MiddlewareHandler } from 'hono';

/**
 * One line per request: method, path (never the query string), status, milliseconds.
 * Bodies, headers, tokens and codes are never logged.
 */
export const requestLog =
  (print: (line: string) => void = console.log): MiddlewareHandler =>
  async (c, next) => {
    const start = performance.now();
    await next();
    const ms = performance.now() - start;
    print(`${c.req.method} ${c.req.path} ${c.res.status} ${ms.toFixed(1)}ms`);
  };

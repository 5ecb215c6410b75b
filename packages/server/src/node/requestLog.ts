import type { MiddlewareHandler } from 'hono';

/** A segment holding an e-mail address: an `@`, raw or percent-encoded (even twice). */
const EMAIL_SEGMENT = /@|%(?:25)*40/i;

/**
 * The path as logged: a segment holding an e-mail address (personal data, e.g.
 * `/api/v1/user/fetchUserReports/{email}`) is written as `:email`.
 */
export const redactPath = (path: string): string =>
  path
    .split('/')
    .map((segment) => (EMAIL_SEGMENT.test(segment) ? ':email' : segment))
    .join('/');

/**
 * One line per request: method, path (never the query string, e-mail segments redacted),
 * status, milliseconds. Bodies, headers, tokens and codes are never logged.
 */
export const requestLog =
  (print: (line: string) => void = console.log): MiddlewareHandler =>
  async (c, next) => {
    const start = performance.now();
    await next();
    const ms = performance.now() - start;
    print(`${c.req.method} ${redactPath(c.req.path)} ${c.res.status} ${ms.toFixed(1)}ms`);
  };

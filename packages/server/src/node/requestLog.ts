import { randomUUID } from 'node:crypto';
import { endpoints } from '@rolescope/core/contract';
import type { MiddlewareHandler } from 'hono';
import { pino } from 'pino';

type Template = { method: string; route: string; pattern: RegExp; params: number };

// The contract's routes, literal segments before parameters (`/v1/admin/organizations`
// before `/v1/admin/:id/...`), so a request is logged under the template it was served by.
const templates: Template[] = Object.values(endpoints)
  .map(({ method, path }): Template => {
    const source = path
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return {
      method,
      route: `/api${path}`,
      pattern: new RegExp(`^/api${source}/?$`),
      params: (path.match(/:/g) ?? []).length,
    };
  })
  .sort((a, b) => a.params - b.params);

/**
 * The route a request is logged under: its contract template (`/api/v1/survey/delete-draft/:id`),
 * never the path itself, so nothing a client puts in a URL (an e-mail, a token, a line break)
 * reaches the log. Paths outside the contract are logged by their area only.
 */
export const routeOf = (method: string, path: string): string => {
  const m = method === 'HEAD' ? 'GET' : method;
  for (const t of templates) if (t.method === m && t.pattern.test(path)) return t.route;
  if (path === '/api' || path.startsWith('/api/')) return '/api/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  return '/*';
};

/** A request id the client may choose (from its proxy), only in a shape that is safe to echo. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const requestId = (header: string | undefined) =>
  header !== undefined && CLIENT_REQUEST_ID.test(header) ? header : randomUUID();

/**
 * What the log keeps of an unexpected error: its name and its stack frames (where in the code),
 * never its message, which may quote a value from the request (an e-mail, a body's text).
 */
const errorFields = (error: unknown): { name: string; stack?: string } => {
  if (!(error instanceof Error)) return { name: typeof error };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());
  return { name: error.name, stack: frames.join('\n') };
};

export type RequestLog = {
  middleware: MiddlewareHandler;
  /**
   * The app's `onError`: an unexpected error while answering `request` goes on that
   * request's line (`err`: name and stack); one without a request (work after an answer)
   * gets a line of its own.
   */
  report(error: unknown, request?: Request): void;
};

/**
 * One JSON line per request (pino): request id, method, route template, status and
 * milliseconds, and for an unexpected error its name and stack. Pino escapes every string, so
 * a value from the request can never end the line; and no value from the request is logged
 * but a vetted request id: bodies, headers, query strings, tokens, codes and passwords never
 * are. The id is answered in `X-Request-Id` so a user's report can be matched with its line.
 */
export const createRequestLog = (print: (line: string) => void = console.log): RequestLog => {
  const logger = pino(
    { base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    { write: (line: string) => print(line.endsWith('\n') ? line.slice(0, -1) : line) },
  );
  // the error an answer reported, until its line is written (the API app may be another Hono
  // app than the one logging, but the Request object is the same)
  const failures = new WeakMap<Request, unknown>();
  const middleware: MiddlewareHandler = async (c, next) => {
    const start = performance.now();
    const reqId = requestId(c.req.header('x-request-id'));
    try {
      await next();
    } finally {
      const status = c.res.status;
      c.res.headers.set('X-Request-Id', reqId);
      const line = {
        reqId,
        method: c.req.method,
        route: routeOf(c.req.method, c.req.path),
        status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      };
      const failure = failures.has(c.req.raw) ? { err: errorFields(failures.get(c.req.raw)) } : {};
      failures.delete(c.req.raw);
      if (status >= 500) logger.error({ ...line, ...failure }, 'request failed');
      else logger.info({ ...line, ...failure }, 'request');
    }
  };
  const report = (error: unknown, request?: Request) => {
    if (request) failures.set(request, error);
    else logger.error({ err: errorFields(error) }, 'work after an answer failed');
  };
  return { middleware, report };
};

import type { Context, MiddlewareHandler } from 'hono';
import { badRequest } from '../errors';

/** The largest draft body (quotas): a draft is read back whole on every resume. */
export const DRAFT_BODY_LIMIT_BYTES = 512 * 1024;
export const DRAFT_TOO_LARGE = 'A draft body is at most 512 KiB. Save less text in it.';
export const BODY_UNREADABLE =
  'The request body could not be read: it ended before its announced length';

/**
 * A 413 closes its connection: the rest of the refused body may still be on the way, and
 * the socket cannot carry another request until it is read. `Connection: close` tells the
 * client to send its next request on a new connection (which then works).
 */
export const PAYLOAD_TOO_LARGE_HEADERS = { Connection: 'close' } as const;

const tooLarge = (c: Context, message: string) =>
  c.json({ message }, 413, PAYLOAD_TOO_LARGE_HEADERS);

/** The request as received, by the request this module made around the body it read. */
const received = new WeakMap<Request, Request>();

/**
 * The request as the host handed it to the app (a host keys its per-request state, such as
 * the log line, by it), also after `limitBody` replaced `c.req.raw` with one around the body.
 */
export const receivedRequest = (request: Request): Request => received.get(request) ?? request;

/**
 * Refuses a body over `maxSize` bytes with 413, `message` and `Connection: close`: by its
 * Content-Length before reading it, else (chunked) as soon as the bytes read pass the limit.
 * hono's own bodyLimit does the same, but lets a body cut short (the client hung up in the
 * middle of a chunked body) escape as an unexpected error, a 500; here it is a 400.
 */
export const limitBody =
  (maxSize: number, message: string): MiddlewareHandler =>
  async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get('content-length');
    if (length !== null && !raw.headers.has('transfer-encoding')) {
      return Number.parseInt(length, 10) > maxSize ? tooLarge(c, message) : next();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = raw.body.getReader();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw badRequest(BODY_UNREADABLE);
      }
      if (chunk.done) break;
      size += chunk.value.length;
      if (size > maxSize) {
        void reader.cancel().catch(() => undefined);
        return tooLarge(c, message);
      }
      chunks.push(chunk.value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const part of chunks) {
      body.set(part, offset);
      offset += part.length;
    }
    const read = new Request(raw, { body });
    received.set(read, receivedRequest(raw));
    c.req.raw = read;
    return next();
  };

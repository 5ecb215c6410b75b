import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, ClientGoneError, MAIL_FAILED, MailDeliveryError } from '../errors';
import { StoreUnavailableError } from '../store/types';
import { PAYLOAD_TOO_LARGE_HEADERS, receivedRequest } from './bodyLimits';

const INTERNAL_ERROR = 'Internal server error';
const NOT_FOUND = 'Not found';
export const BODY_TOO_LARGE = 'Request body is too large (limit 1 MiB)';
const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a few seconds.';
/** Seconds a client waits before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER = '5';

const send = (
  c: Context,
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: Record<string, string>,
) => {
  for (const [k, v] of Object.entries(headers ?? {})) c.header(k, v);
  return c.json(errors ? { message, errors } : { message }, status as 400);
};

/**
 * The one error handler: every failure answers `{ message, errors? }`. Unexpected errors are
 * reported to `report` and answered with a generic 500, never a stack trace.
 */
export const createErrorHandler =
  (report: (error: unknown, request: Request) => void): ErrorHandler =>
  (error, c) => {
    if (error instanceof ApiError) {
      return send(c, error.status, error.message, error.errors, error.headers);
    }
    if (error instanceof ClientGoneError) {
      // nobody is there to read an answer; nothing to report
      return c.body(null, 499 as 400);
    }
    if (error instanceof StoreUnavailableError) {
      // a restart or fail-over of the database: the client tries again; nothing to report
      return send(c, 503, DATABASE_UNAVAILABLE, undefined, {
        'Retry-After': DATABASE_RETRY_AFTER,
      });
    }
    if (error instanceof MailDeliveryError) {
      // an operational fault worth a log line, but the caller can simply try again later
      report(error, receivedRequest(c.req.raw));
      return send(c, 503, MAIL_FAILED[error.purpose ?? 'other']);
    }
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 413) {
        return send(c, 413, BODY_TOO_LARGE, undefined, PAYLOAD_TOO_LARGE_HEADERS);
      }
      return send(c, error.status, error.message || 'Request failed');
    }
    report(error, receivedRequest(c.req.raw));
    return send(c, 500, INTERNAL_ERROR);
  };

export const notFoundHandler: NotFoundHandler = (c) => send(c, 404, NOT_FOUND);

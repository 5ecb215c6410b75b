import type { MailPurpose } from './mail/types';

/** An error with the contract's shape: `{ message, errors? }`, a status and optional headers. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, errors: Record<string, string>) =>
  new ApiError(409, message, errors);
/** 429 with `Retry-After` in whole seconds (at least 1). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new ApiError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * The client closed its connection while its request waited for its turn: the work is
 * dropped, never run. Nobody reads the answer; the log line says 499 (client closed request).
 */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('The client closed the connection before its turn');
  }
}

/** What the caller is told when an e-mail it needs could not be sent (503). */
export const MAIL_FAILED = {
  'verification-code': 'We could not send the verification code. Please try again later.',
  'password-reset': 'We could not send the password reset link. Please try again later.',
  other: 'We could not send the e-mail. Please try again later.',
} as const;

/**
 * A mail transport could not deliver a message (SMTP server down, refused, timed out).
 * The error handler answers 503 with the MAIL_FAILED text for the message's purpose and
 * reports the cause; the message itself (with its code or link) is never kept here.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    readonly purpose: MailPurpose | undefined,
    cause: unknown,
  ) {
    const what = purpose ? `the ${purpose} e-mail` : 'an e-mail';
    super(`Could not deliver ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

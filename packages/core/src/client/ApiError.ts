export interface ApiErrorOptions {
  errors?: Record<string, string>;
  retryAfter?: number;
  cause?: unknown;
}

/**
 * A failed API call. `status` is the HTTP status, or 0 when the request never got an
 * answer (network error, message 'Network error', the original error as `cause`).
 * `errors` holds the server's field messages; `retryAfter` the seconds of a 429's
 * `Retry-After` header.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly retryAfter?: number;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    if (options.errors) this.errors = options.errors;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Status used when a 2xx answer does not match the contract. */
export const UNEXPECTED_RESPONSE_STATUS = 502;
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from server';
export const NETWORK_ERROR_MESSAGE = 'Network error';

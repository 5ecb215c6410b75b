export interface ApiErrorOptions {
  errors?: Record<string, string>;
  /**
   * Whether `message` is the server's own (the error body's `message`); false when the client
   * made it up (no answer, an empty or foreign body). Default true.
   */
  fromServer?: boolean;
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
  /** True when `message` is the server's own words (see `serverMessage`). */
  readonly fromServer: boolean;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.fromServer = options.fromServer ?? status > 0;
    if (options.errors) this.errors = options.errors;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * The server's message of a failed call, or undefined when the server said nothing (no
 * answer, an empty body): callers then show their own fallback ("An error occurred").
 */
export const serverMessage = (error: unknown): string | undefined =>
  isApiError(error) && error.fromServer && error.message ? error.message : undefined;

/** Status used when a 2xx answer does not match the contract. */
export const UNEXPECTED_RESPONSE_STATUS = 502;
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from server';
export const NETWORK_ERROR_MESSAGE = 'Network error';

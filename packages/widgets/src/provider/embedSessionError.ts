import { CLIENT_SECRET_ERROR_MESSAGE, isApiError } from '@rolescope/core';

/**
 * Why an embed session could not start: the host's `fetchClientSecret` failed (`secret`), the
 * API did not answer (`network`), the API answered but the browser refused to let the page
 * read it (`cors`), or the API answered with an error status (`http`).
 */
export type EmbedSessionErrorReason = 'secret' | 'network' | 'cors' | 'http';

/**
 * The error `onError` receives when an embed session cannot start. `reason` says which part
 * failed and the message says what to check; the standard `cause` keeps the original error
 * (the host's own rejection, the `ApiError`).
 */
export class EmbedSessionError extends Error {
  override readonly name = 'EmbedSessionError';
  readonly reason: EmbedSessionErrorReason;
  /** The API's status for `http`, else undefined. */
  readonly status: number | undefined;

  constructor(
    reason: EmbedSessionErrorReason,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.status = options.status;
  }
}

export const isEmbedSessionError = (e: unknown): e is EmbedSessionError =>
  e instanceof EmbedSessionError;

/**
 * Resolves true when the server answers at all: a `no-cors` request yields an opaque response
 * whatever the server's CORS headers, and rejects only when nothing answered.
 */
export type ReachabilityProbe = (url: string) => Promise<boolean>;

const noCorsProbe: ReachabilityProbe = (url) =>
  fetch(url, { mode: 'no-cors', cache: 'no-store' }).then(
    () => true,
    () => false,
  );

const PREFIX = 'The Rolescope embed session could not start:';

const absolute = (baseUrl: string): string => {
  try {
    return new URL(baseUrl, globalThis.location?.href).href;
  } catch {
    return baseUrl;
  }
};

/**
 * Reads why the session start failed. A fetch that fails for CORS and one that reaches no
 * server reject alike, so after a network error the API is probed once without CORS: if it
 * answers, the refusal was CORS.
 */
export const toEmbedSessionError = async (
  error: unknown,
  baseUrl: string,
  probe: ReachabilityProbe = noCorsProbe,
): Promise<EmbedSessionError> => {
  if (isEmbedSessionError(error)) return error;
  const api = absolute(baseUrl);
  if (isApiError(error) && !error.fromServer && error.message === CLIENT_SECRET_ERROR_MESSAGE) {
    return new EmbedSessionError(
      'secret',
      `${PREFIX} fetchClientSecret failed (the host's request for a client secret). Check the host backend's endpoint that calls POST /v1/embed/sessions; the original error is in "cause".`,
      { cause: error.cause ?? error },
    );
  }
  if (isApiError(error) && error.status === 0) {
    const origin = globalThis.location?.origin ?? 'this page';
    if (await probe(api)) {
      return new EmbedSessionError(
        'cors',
        `${PREFIX} the API at ${api} answered, but the browser refused this page's origin (CORS). Add ${origin} to the server's CORS_ORIGINS setting.`,
        { cause: error },
      );
    }
    return new EmbedSessionError(
      'network',
      `${PREFIX} the API at ${api} could not be reached (network error). Check that the server runs and that baseUrl is right.`,
      { cause: error },
    );
  }
  const status = isApiError(error) ? error.status : undefined;
  const said = error instanceof Error && error.message ? ` (${error.message})` : '';
  return new EmbedSessionError(
    'http',
    `${PREFIX} the API at ${api} answered ${status ?? 'an error'}${said}.`,
    { cause: error, ...(status === undefined ? {} : { status }) },
  );
};

import { isApiError, serverMessage } from '@rolescope/core';

/**
 * The server's own message (core's `serverMessage`); undefined without an answer or when the
 * answer carried none (an empty body), so callers fall back to "An error occurred".
 */
export const responseMessage = serverMessage;

/** Any error's own message (a network error's too); else undefined. */
export const errorMessage = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

/** The server's field messages (`errors` of the error body), if any. */
export const responseErrors = (error: unknown): Record<string, string> | undefined =>
  isApiError(error) && error.errors && Object.keys(error.errors).length > 0
    ? error.errors
    : undefined;

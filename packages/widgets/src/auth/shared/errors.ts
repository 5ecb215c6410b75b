import { isApiError } from '@rolescope/core';

/** The server's message, when an answer came (an `ApiError` with an HTTP status); else undefined. */
export const responseMessage = (error: unknown): string | undefined =>
  isApiError(error) && error.status > 0 && error.message ? error.message : undefined;

/** Any error's own message (a network error's too); else undefined. */
export const errorMessage = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

/** The server's field messages (`errors` of the error body), if any. */
export const responseErrors = (error: unknown): Record<string, string> | undefined =>
  isApiError(error) && error.errors && Object.keys(error.errors).length > 0
    ? error.errors
    : undefined;

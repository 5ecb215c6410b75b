import { ApiError } from '@rolescope/core';

/** The server's message of a failed call, if it sent one. */
export const responseMessageOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : undefined;

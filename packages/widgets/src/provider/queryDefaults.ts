import { isApiError } from '@rolescope/core';
import { type DefaultOptions, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 3;
const RETRY_BASE_DELAY_MS = 1000;
const RETRY_MAX_DELAY_MS = 30_000;
export const CACHE_TIME_MS = 5 * 60 * 1000;

/** A 401 or 403 answer: the session is gone or not allowed; never retried. */
export const isAuthError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * Up to 3 retries, never on 401/403. Other 4xx answers (bad input, not found, conflict)
 * would fail the same way again, so they are not retried either, except 408 and 429.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
};

/** Exponential backoff: 1 s, 2 s, 4 s, ... capped at 30 s. */
export const retryDelay = (attemptIndex: number): number =>
  Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);

/**
 * 5 minutes in a browser. While server rendering, queries are never garbage-collected (as
 * react-query does by default there): a gc timer would keep the server process busy after
 * the render; the cache goes away with the request's provider.
 */
const gcTime = (): number =>
  typeof window === 'undefined' ? Number.POSITIVE_INFINITY : CACHE_TIME_MS;

const defaultQueryOptions = (): DefaultOptions => ({
  queries: { retry: shouldRetry, retryDelay, gcTime: gcTime() },
  // Mutations are not idempotent in general: a mutation opts in with `retry: shouldRetry`.
  mutations: { retry: false, retryDelay, gcTime: gcTime() },
});

/** The provider's own QueryClient: the defaults above, and every error reported to `onError`. */
export const createRolescopeQueryClient = (onError: (error: unknown) => void): QueryClient =>
  new QueryClient({
    defaultOptions: defaultQueryOptions(),
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  });

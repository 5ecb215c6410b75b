import type { QueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { isRolescopeKey } from './queryKeys';

type CacheEvent = {
  type: string;
  action?: { type: string; error?: unknown };
  query?: { queryKey: readonly unknown[] };
  mutation?: { options: { mutationKey?: readonly unknown[] } };
};

/**
 * A host's QueryClient has its own caches (and the host's own queries): reports to `onError`
 * the errors of the widgets' queries and mutations only (keys starting with `'rolescope'`).
 */
export const useHostCacheErrors = (
  hostQueryClient: QueryClient | undefined,
  onError: RefObject<(error: unknown) => void>,
) => {
  useEffect(() => {
    if (!hostQueryClient) return;
    const report = (event: CacheEvent) => {
      if (event.type !== 'updated' || event.action?.type !== 'error') return;
      const key = event.query?.queryKey ?? event.mutation?.options.mutationKey;
      if (isRolescopeKey(key)) onError.current(event.action.error);
    };
    const offQueries = hostQueryClient.getQueryCache().subscribe(report);
    const offMutations = hostQueryClient.getMutationCache().subscribe(report);
    return () => {
      offQueries();
      offMutations();
    };
  }, [hostQueryClient, onError]);
};

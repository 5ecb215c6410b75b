import type { ApiClient } from '@rolescope/core';
import { rolescopeKey } from '../../provider/queryKeys';

/** The cached query of one page of the user's reports (spec: fetchReports). */
export const reportsQueryKey = (email: string, page: number, limit: number) =>
  rolescopeKey('fetchReports', email, page, limit);

/**
 * How long a fetched page counts as fresh: a page prefetched a moment ago is shown without
 * an immediate refetch. Deleting a draft invalidates the pages explicitly.
 */
const REPORTS_STALE_TIME_MS = 30_000;

/** Query options of one page, shared by the list and the next-page prefetch. */
export const reportsQueryOptions = (
  client: ApiClient,
  email: string,
  page: number,
  limit: number,
) => ({
  queryKey: reportsQueryKey(email, page, limit),
  staleTime: REPORTS_STALE_TIME_MS,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    client.fetchUserReports({ email, page, limit }, { signal }),
});

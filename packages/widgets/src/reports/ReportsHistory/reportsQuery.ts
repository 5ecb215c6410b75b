import type { ApiClient } from '@rolescope/core';
import type { SortState } from '../../model/reports/sortReports';
import { rolescopeKey } from '../../provider/queryKeys';

/**
 * The cached query of one page of the user's report summaries (spec: fetchReports; what the
 * list shows, without the bodies). Every key of the user's reports starts with
 * `['fetchReports', email]`, so saving, submitting or deleting refreshes them all.
 */
export const reportsQueryKey = (email: string, page: number, limit: number, sort?: SortState) =>
  sort
    ? rolescopeKey('fetchReports', email, page, limit, sort.key, sort.direction)
    : rolescopeKey('fetchReports', email, page, limit);

/**
 * How long a fetched page counts as fresh: a page prefetched a moment ago is shown without
 * an immediate refetch. Deleting a draft invalidates the pages explicitly.
 */
const REPORTS_STALE_TIME_MS = 30_000;

/**
 * Query options of one page of summaries, shared by the list, its prefetch and the dashboard;
 * with `sort`, a page of the whole list sorted by the server.
 */
export const reportsQueryOptions = (
  client: ApiClient,
  email: string,
  page: number,
  limit: number,
  sort?: SortState,
) => ({
  queryKey: reportsQueryKey(email, page, limit, sort),
  staleTime: REPORTS_STALE_TIME_MS,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    client.fetchUserReportSummaries(
      sort
        ? {
            email,
            page,
            limit,
            sort: sort.key,
            order: sort.direction === 'ascending' ? 'asc' : 'desc',
          }
        : { email, page, limit },
      { signal },
    ),
});

/**
 * Query options of one whole report (`fetchUserReport`), read when it is opened or resumed
 * and prefetched when its button is hovered or focused.
 */
export const reportQueryOptions = (client: ApiClient, email: string, id: string) => ({
  queryKey: rolescopeKey('fetchReports', email, 'report', id),
  staleTime: REPORTS_STALE_TIME_MS,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await client.fetchUserReport(id, { signal })).data,
});

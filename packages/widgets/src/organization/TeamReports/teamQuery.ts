import type { TeamSortKey } from '@rolescope/core/contract';
import type { OrganizationClient } from '../../provider';
import { rolescopeKey } from '../../provider/queryKeys';

export type TeamSort = { key: TeamSortKey; direction: 'ascending' | 'descending' } | null;

/** Ascending, then descending, then the server's order (by name); another column: ascending. */
export const nextTeamSort = (current: TeamSort, key: TeamSortKey): TeamSort => {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
};

/** A fetched page stays fresh briefly, so paging back and forth shows it at once. */
const TEAM_STALE_TIME_MS = 30_000;

/** One page of people, sorted by the server. */
export const teamQueryOptions = (
  client: OrganizationClient,
  page: number,
  limit: number,
  sort: TeamSort,
) => ({
  queryKey: rolescopeKey('team', page, limit, sort?.key ?? '', sort?.direction ?? ''),
  staleTime: TEAM_STALE_TIME_MS,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    client.listTeamMembers(
      sort
        ? { page, limit, sort: sort.key, order: sort.direction === 'ascending' ? 'asc' : 'desc' }
        : { page, limit },
      { signal },
    ),
});

/** One whole report of someone in the caller's scope (`fetchEmbedReport`). */
export const teamReportQueryOptions = (client: OrganizationClient, id: string) => ({
  queryKey: rolescopeKey('team', 'report', id),
  staleTime: TEAM_STALE_TIME_MS,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await client.fetchEmbedReport(id, { signal })).data,
});

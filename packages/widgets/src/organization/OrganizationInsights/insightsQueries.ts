import type { EmbedReportQuery, InsightsQuery } from '@rolescope/core/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { rolescopeKey } from '../../provider/queryKeys';
import type { OrganizationClient } from '../../provider/useOrganizationClient';

/** GET /v1/embed/insights for one view (the previous view stays shown while the next loads). */
export const insightsQueryOptions = (client: OrganizationClient, query: InsightsQuery) =>
  queryOptions({
    queryKey: rolescopeKey('organizationInsights', query),
    queryFn: ({ signal }) => client.fetchEmbedInsights(query, { signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

/** The people of one heatmap cell, page after page (the server's cursor). */
export const cellPeopleQueryOptions = (client: OrganizationClient, query: EmbedReportQuery) =>
  infiniteQueryOptions({
    queryKey: rolescopeKey('organizationInsightsPeople', query),
    queryFn: ({ signal, pageParam }) =>
      client.listEmbedReports(pageParam ? { ...query, cursor: pageParam } : query, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.pagination.nextCursor ?? undefined,
  });

/** One whole report of the organisation (the person's, from the people list). */
export const embedReportQueryOptions = (client: OrganizationClient, id: string) =>
  queryOptions({
    queryKey: rolescopeKey('organizationReport', id),
    queryFn: ({ signal }) => client.fetchEmbedReport(id, { signal }).then((r) => r.data),
  });

import type { EmbedReportQuery, InsightsQuery } from '@rolescope/core/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { rolescopeKey } from '../../provider/queryKeys';
import type { OrganizationClient } from '../../provider/useOrganizationClient';

/**
 * GET /v1/embed/insights for one view (the previous view stays shown while the next loads);
 * with `organizationId`, the administrator's row of that organisation instead
 * (GET /v1/admin/organizations/:id/insights), the id in the key.
 */
export const insightsQueryOptions = (
  client: OrganizationClient,
  query: InsightsQuery,
  organizationId?: string,
) =>
  queryOptions({
    queryKey:
      organizationId === undefined
        ? rolescopeKey('organizationInsights', query)
        : rolescopeKey('organizationInsights', { organizationId }, query),
    queryFn: ({ signal }) =>
      (organizationId === undefined
        ? client.fetchEmbedInsights(query, { signal })
        : client.fetchOrganizationInsights({ id: organizationId, ...query }, { signal })
      ).then((r) => r.data),
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

import { organizationScope } from '../http/organizationScope';
import { adminOrganizationInsights, organizationInsights } from '../services/insights';
import type { RouteDeps } from './types';

/**
 * GET /v1/admin/organizations/:id/insights: the same figures of a whole organisation for the
 * administrator (the row's `admin` guard), who holds none of its keys or sessions.
 * GET /v1/embed/insights: the figures of the caller's scope (the organisation's key or an hr
 * session: the whole organisation; a manager's session: their reach), summed by the database.
 */
export const registerInsightsRoutes = ({ route, ctx }: RouteDeps) => {
  route('fetchEmbedInsights', async (c, { query }) => ({
    data: await organizationInsights(ctx, organizationScope(c), query),
  }));
  route('fetchOrganizationInsights', async (_, { params, query }) => ({
    data: await adminOrganizationInsights(ctx, params.id, query),
  }));
};

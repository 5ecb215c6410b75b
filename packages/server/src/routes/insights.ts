import { organizationScope } from '../http/organizationScope';
import { organizationInsights } from '../services/insights';
import type { RouteDeps } from './types';

/**
 * GET /v1/embed/insights: the figures of the caller's scope (the organisation's key or an hr
 * session: the whole organisation; a manager's session: their reach), summed by the database.
 */
export const registerInsightsRoutes = ({ route, ctx }: RouteDeps) => {
  route('fetchEmbedInsights', async (c, { query }) => ({
    data: await organizationInsights(ctx, organizationScope(c), query),
  }));
};

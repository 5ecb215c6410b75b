import { organizationInsights } from '../services/insights';
import type { RouteDeps } from './types';

/** GET /v1/embed/insights: the organisation's figures, summed by the database. */
export const registerInsightsRoutes = ({ route, ctx }: RouteDeps) => {
  route('fetchEmbedInsights', async (c, { query }) => ({
    data: await organizationInsights(
      ctx,
      { organizationId: c.get('apiKey').organizationId },
      query,
    ),
  }));
};

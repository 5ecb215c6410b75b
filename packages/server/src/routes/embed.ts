import { paging } from '../http/pagination';
import { JsonText } from '../http/route';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/apiKeys';
import { createEmbedSession, listEmbedReports } from '../services/embed';
import type { RouteDeps } from './types';

/**
 * Embedding: an organisation's API keys (administrators) and what its portal's backend calls
 * with one (/v1/embed/*, the `apiKey` guard).
 */
export const registerEmbedRoutes = ({ route, ctx }: RouteDeps) => {
  route('createApiKey', async (_, { params, body }) => ({
    data: await createApiKey(ctx, params.id, body),
  }));
  route('listApiKeys', async (_, { params }) => ({ data: await listApiKeys(ctx, params.id) }));
  route('revokeApiKey', async (_, { params }) => ({
    data: await revokeApiKey(ctx, params.id, params.keyId),
  }));

  route('createEmbedSession', async (c, { body }) => ({
    data: await createEmbedSession(ctx, c.get('apiKey').organizationId, body),
  }));
  route(
    'listEmbedReports',
    async (c, { query }) =>
      new JsonText(await listEmbedReports(ctx, c.get('apiKey').organizationId, paging(query))),
  );
};

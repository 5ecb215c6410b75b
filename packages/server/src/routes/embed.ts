import type { Context } from 'hono';
import type { AppEnv } from '../deps';
import { unauthorized } from '../errors';
import { apiKeyRefusal } from '../http/apiKeyAuth';
import {
  LARGEST_STORED_REPORT_BYTES,
  MAX_WHOLE_REPORTS_PAGE_SIZE,
  paging,
} from '../http/pagination';
import { JsonText } from '../http/route';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/apiKeys';
import { createEmbedSession, listEmbedReports } from '../services/embed';
import { getOrganizationReport } from '../services/reports';
import type { RouteDeps } from './types';

/**
 * Embedding: an organisation's API keys (administrators) and what its portal's backend calls
 * with one (/v1/embed/*, the `apiKey` guard).
 */
export const registerEmbedRoutes = ({ route, ctx, wholeReports }: RouteDeps) => {
  route('createApiKey', async (_, { params, body }) => ({
    data: await createApiKey(ctx, params.id, body),
  }));
  route('listApiKeys', async (_, { params }) => ({ data: await listApiKeys(ctx, params.id) }));
  route('revokeApiKey', async (_, { params }) => ({
    data: await revokeApiKey(ctx, params.id, params.keyId),
  }));

  route('createEmbedSession', async (c, { body }) => {
    const session = await createEmbedSession(ctx, c.get('apiKey').organizationId, body);
    // A revocation (or deactivation) that ended the employees' sessions after the guard's
    // check but before this secret was signed would miss it: the key is asked again.
    const refusal = apiKeyRefusal(
      await ctx.store.findApiKeyBySecretHash(c.get('apiKey').secretHash),
    );
    if (refusal) throw unauthorized(refusal);
    return { data: session };
  });
  const organizationOf = (c: Context<AppEnv>) => c.get('apiKey').organizationId;
  route(
    'listEmbedReports',
    async (c, { query }) =>
      new JsonText(await listEmbedReports(ctx, organizationOf(c), paging(query), 'summary')),
  );
  route(
    'listEmbedReportDocuments',
    {
      gate: wholeReports.guard(
        (c) => `organization:${organizationOf(c)}`,
        LARGEST_STORED_REPORT_BYTES,
      ),
    },
    async (c, { query }) =>
      new JsonText(
        await listEmbedReports(
          ctx,
          organizationOf(c),
          paging(query, MAX_WHOLE_REPORTS_PAGE_SIZE),
          'document',
        ),
      ),
  );
  route(
    'fetchEmbedReport',
    async (c, { params }) =>
      new JsonText(await getOrganizationReport(ctx, organizationOf(c), params.id)),
  );
};

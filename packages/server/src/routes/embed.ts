import { unauthorized } from '../errors';
import { apiKeyRefusal } from '../http/apiKeyAuth';
import { organizationScope } from '../http/organizationScope';
import {
  LARGEST_STORED_REPORT_BYTES,
  MAX_WHOLE_REPORTS_PAGE_SIZE,
  paging,
} from '../http/pagination';
import { JsonText } from '../http/route';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/apiKeys';
import {
  createEmbedSession,
  getOrganizationReport,
  listEmbedReports,
  putDirectory,
} from '../services/embed';
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
  route('putEmbedDirectory', async (c, { body }) => ({
    data: await putDirectory(ctx, c.get('apiKey').organizationId, body),
  }));
  // The organisation's reads: its key, or a manager's or hr's session (see organizationScope).
  route(
    'listEmbedReports',
    async (c, { query }) =>
      new JsonText(
        await listEmbedReports(ctx, organizationScope(c), paging(query), 'summary', query),
      ),
  );
  route(
    'listEmbedReportDocuments',
    {
      gate: wholeReports.guard(
        (c) => `organization:${organizationScope(c).organizationId}`,
        LARGEST_STORED_REPORT_BYTES,
      ),
    },
    async (c, { query }) =>
      new JsonText(
        await listEmbedReports(
          ctx,
          organizationScope(c),
          paging(query, MAX_WHOLE_REPORTS_PAGE_SIZE),
          'document',
          query,
        ),
      ),
  );
  route('fetchEmbedReport', async (c, { params }) => {
    const scope = organizationScope(c);
    return new JsonText(
      await getOrganizationReport(
        ctx,
        scope.organizationId,
        params.id,
        scope.managerExternalUserId,
      ),
    );
  });
};

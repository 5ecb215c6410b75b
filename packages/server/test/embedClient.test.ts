import {
  type ApiClientConfig,
  ApiError,
  createApiClient,
  createOrganizationClient,
} from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

/** Core's API clients against the server for the embedding rows, as a portal would use them. */
describe.each(storeFactories)('embedding through core’s client ($name store)', ({ create }) => {
  it('an administrator makes a key, the portal mints a session, the employee reports', async () => {
    const t = await makeTestApp({ store: await create() });
    const configWith = (token: () => string | undefined): ApiClientConfig => ({
      baseUrl: 'https://rolescope.test/api',
      getToken: token,
      fetch: async (input, init) => t.app.fetch(new Request(input, init)),
    });
    const clientWith = (token: () => string | undefined) => createApiClient(configWith(token));
    const adminToken = await t.adminToken();
    const admin = clientWith(() => adminToken);
    const org = await admin.createOrganization({ name: 'Acme', industryCategory: 'technology' });
    const created = await admin.createApiKey({ id: org.data._id, body: { name: 'Portal' } });
    expect(created.data.secret.startsWith(created.data.prefix)).toBe(true);

    // The portal's backend: the organisation's client, with the key as its bearer.
    const portal = createOrganizationClient(configWith(() => created.data.secret));
    const session = await portal.createEmbedSession({
      externalUserId: 'emp-1',
      email: 'emp1@portal.example',
      name: 'Emp One',
    });
    const employee = clientWith(() => session.data.clientSecret);
    const me = await employee.getCurrentUser();
    expect(me.data).toMatchObject({ email: 'emp1@portal.example', name: 'Emp One', role: 'user' });
    const sent = await employee.sendReportToAdmin(submitBody(me.data.email));

    const forbidden = await employee.listApiKeys(org.data._id).catch((e: unknown) => e);
    expect((forbidden as ApiError).status).toBe(403);

    const reports = await portal.listEmbedReports({ page: 1, limit: 10 });
    expect(reports.data.map((r) => [r._id, r.externalUserId])).toEqual([
      [sent.data.reportId, 'emp-1'],
    ]);
    const keys = await admin.listApiKeys(org.data._id);
    expect(keys.data.map((k) => k.prefix)).toEqual([created.data.prefix]);
    expect(keys.data[0]?.lastUsedAt).not.toBeNull();

    await admin.revokeApiKey({ id: org.data._id, keyId: created.data._id });
    const refused = await portal.listEmbedReports().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    // the employee's client secret ended with the key
    const ended = await employee.getCurrentUser().catch((e: unknown) => e);
    expect((ended as ApiError).status).toBe(401);
  });
});

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';
import { accountCases, type Clients } from './createApiClient.cases';
import { catalogCases } from './createApiClient.catalogCases';
import { embedCases } from './createApiClient.embedCases';
import { insightsCases } from './createApiClient.insightsCases';
import { membershipCases } from './createApiClient.membershipCases';
import { reviewCases } from './createApiClient.reviewCases';
import { teamCases } from './createApiClient.teamCases';
import { webhookCases } from './createApiClient.webhookCases';
import { createOrganizationClient } from './createOrganizationClient';
import type { ApiClientConfig } from './request';

const cases = [
  ...accountCases,
  ...catalogCases,
  ...embedCases,
  ...insightsCases,
  ...membershipCases,
  ...teamCases,
  ...webhookCases,
  ...reviewCases,
];

const BASE = 'http://api.test/api';

/** The person's client and the organisation's client of one config, as one object. */
const bothClients = (config: ApiClientConfig): Clients => ({
  ...createApiClient(config),
  ...createOrganizationClient(config),
});
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

interface Seen {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

/** Answers every request under BASE with `response` and records what arrived. */
const record = (response: unknown, status = 200): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname.slice('/api'.length),
        search: url.search,
        authorization: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        body: await request.text(),
      });
      return HttpResponse.json(response as Record<string, unknown>, { status });
    }),
  );
  return seen;
};

describe('createApiClient', () => {
  it('has a method for every case below, and a case for every method', () => {
    const names = Object.keys(bothClients({ baseUrl: BASE })).sort();
    expect(names).toEqual([...new Set(cases.map((c) => c.name.split(' ')[0]))].sort());
    expect(names).toHaveLength(55);
  });

  it("leaves the organisation's rows to createOrganizationClient, and the person's to createApiClient", () => {
    const person = Object.keys(createApiClient({ baseUrl: BASE }));
    const organization = Object.keys(createOrganizationClient({ baseUrl: BASE }));
    expect(organization).toEqual([
      'createEmbedSession',
      'putEmbedDirectory',
      'createInvitation',
      'listOrganizationDomains',
      'setOrganizationDomains',
      'createEmbedInvitation',
      'listEmbedReports',
      'listEmbedReportDocuments',
      'fetchEmbedReport',
      'fetchEmbedInsights',
      'fetchOrganizationInsights',
      'listTeamMembers',
      'fetchReportReview',
      'saveReportReview',
    ]);
    expect(person.filter((name) => organization.includes(name))).toEqual([]);
  });

  it.each(cases)('$name sends $method $path with the token', async (c) => {
    const seen = record(c.response, c.status);
    const client = bothClients({ baseUrl: BASE, getToken: () => 't0k' });
    await expect(c.call(client)).resolves.toEqual(c.response);
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req?.method).toBe(c.method);
    expect(req?.path).toBe(c.path);
    expect(req?.search).toBe(c.search ?? '');
    expect(req?.authorization).toBe('Bearer t0k');
    if (c.body === undefined) {
      expect(req?.body).toBe('');
      expect(req?.contentType).toBeNull();
    } else {
      expect(JSON.parse(req?.body ?? '')).toEqual(c.body);
      expect(req?.contentType).toBe('application/json');
    }
  });

  it.each(cases)('$name sends no Authorization header without a token', async (c) => {
    const seen = record(c.response, c.status);
    const client = bothClients({ baseUrl: BASE, getToken: () => null });
    await c.call(client);
    expect(seen[0]?.authorization).toBeNull();
  });

  it('reads the token when a call is made: a sign-out clearing it at once still sends it', async () => {
    const seen = record({ message: 'Logged out' });
    let token: string | null = 'session-token';
    const client = createApiClient({ baseUrl: BASE, getToken: () => token });
    const loggingOut = client.logout();
    token = null;
    await loggingOut;
    expect(seen[0]?.authorization).toBe('Bearer session-token');
  });

  it('awaits an async token and strips a trailing slash from the base', async () => {
    const seen = record({ status: 'ok' });
    const client = createApiClient({
      baseUrl: `${BASE}/`,
      getToken: async () => 'async-token',
    });
    await client.health();
    expect(seen[0]?.path).toBe('/health');
    expect(seen[0]?.authorization).toBe('Bearer async-token');
  });

  it('drops unknown response fields through the contract schemas', async () => {
    record({ data: { draftId: 'd1', secret: 'x' }, extra: true });
    const client = createApiClient({ baseUrl: BASE });
    await expect(client.updateDraft({ draftId: 'd1', draftData: {} })).resolves.toEqual({
      data: { draftId: 'd1' },
    });
  });

  it('uses the fetch it is given, called without a receiver', async () => {
    const fetch = vi.fn(function (this: unknown, _input: RequestInfo | URL) {
      expect(this).toBeUndefined();
      return Promise.resolve(Response.json({ status: 'ok' }));
    });
    const client = createApiClient({ baseUrl: BASE, fetch: fetch as typeof globalThis.fetch });
    await client.health();
    expect(fetch).toHaveBeenCalledWith(
      `${BASE}/health`,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('looks globalThis.fetch up at call time', async () => {
    const client = createApiClient({ baseUrl: BASE });
    const fetch = vi.fn(() => Promise.resolve(Response.json({ status: 'ok' })));
    vi.stubGlobal('fetch', fetch);
    await expect(client.health()).resolves.toEqual({ status: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

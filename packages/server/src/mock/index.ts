import { delay, HttpResponse, http } from 'msw';
import { createApp } from '../app';
import { createFixtureCatalog } from '../catalog/fixture';
import type { Clock } from '../deps';
import { systemClock } from '../deps';
import { createFastHasher } from '../hash/fast';
import {
  createMemoryMailer,
  lastCodeSentTo,
  lastLinkSentTo,
  lastResetTokenSentTo,
  type MemoryMailer,
} from '../mail/memory';
import { DEMO_ORGANIZATION_ID, seedDemoOrganization } from '../seed/demoOrganization';
import { ensureAdmin } from '../seed/ensureAdmin';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../seed/seedDemo';
import { MemoryStore } from '../store/memory/memoryStore';

export const MOCK_ADMIN_EMAIL = 'admin@rolescope.app';
export const MOCK_ADMIN_PASSWORD = 'Admin@12345';
export {
  DEMO_EMAIL as MOCK_DEMO_EMAIL,
  DEMO_ORGANIZATION_ID as MOCK_DEMO_ORGANIZATION_ID,
  DEMO_PASSWORD as MOCK_DEMO_PASSWORD,
  lastCodeSentTo,
  lastLinkSentTo,
  lastResetTokenSentTo,
  type MemoryMailer,
};

export type MockApiOptions = {
  /** Create the demo user with 25+ reports and drafts, and the admin (default false). */
  seed?: boolean;
  /** With `seed`, also the demo organisation (MOCK_DEMO_ORGANIZATION_ID) and its reports. */
  organization?: boolean;
  /** Delay before each answer, in ms (default 0). */
  latencyMs?: number;
  clock?: Clock;
};

/**
 * The real API (createApp) inside msw, with the memory store, the fixture catalog, a fast
 * hasher and a memory mailer: for Storybook, component tests and a server-less demo.
 * Imports nothing from Node.
 */
export const createMockApi = (options: MockApiOptions = {}) => {
  const clock = options.clock ?? systemClock;
  const store = new MemoryStore();
  const mailer = createMemoryMailer();
  const hasher = createFastHasher();
  const catalog = createFixtureCatalog();
  const app = createApp({
    store,
    mailer,
    hasher,
    catalog,
    clock,
    config: {
      jwtSecret: 'rolescope-mock-secret-not-for-production-use',
      appUrl: globalThis.location?.origin ?? 'http://localhost:6006',
    },
  });
  const ready = options.seed
    ? (async () => {
        await ensureAdmin(store, hasher, MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD, clock);
        await seedDemo(store, hasher, { clock, reports: true, catalog });
        if (options.organization) await seedDemoOrganization(store, { clock, catalog });
      })()
    : Promise.resolve();

  const handlers = [
    http.all('*/api/*', async ({ request }) => {
      await ready;
      if (options.latencyMs) await delay(options.latencyMs);
      const url = new URL(request.url);
      // The app is mounted at /api; a client base URL may put /api under a prefix.
      const at = url.pathname.indexOf('/api/');
      if (at > 0) url.pathname = url.pathname.slice(at);
      const response = await app.fetch(at > 0 ? new Request(url, request) : request);
      return response ?? HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  ];

  /** Logs in as the demo user (needs `seed`); resolves to the token. */
  const demoToken = async (): Promise<string> => {
    await ready;
    const res = await app.request('/api/v1/survey/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error('The demo user is not seeded');
    return body.data.token;
  };

  return { handlers, app, store, mailer, catalog, ready, demoToken };
};

export type MockApi = ReturnType<typeof createMockApi>;

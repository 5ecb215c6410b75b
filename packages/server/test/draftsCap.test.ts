import { afterAll, describe, expect, it } from 'vitest';
import { MAX_DRAFTS_PER_USER } from '../src/services/reports';
import { openPostgres } from '../src/store/sql/postgres';
import { withCleanErrors } from '../src/store/sql/withCleanErrors';
import type { Store } from '../src/store/types';
import { makeTestApp } from './harness';
import { dropSchema, postgresUrl, uniqueSchemaName } from './sqlStores';
import { storeFactories } from './stores';

const TOO_MANY = `You have ${MAX_DRAFTS_PER_USER} drafts already. Delete one before you save another.`;
const SAVES = 150;
const ALREADY = MAX_DRAFTS_PER_USER - 5;
// 95 drafts stored and 150 saves answered after a timer's wait each: seconds on a busy machine

type Saved = { message?: string; data?: { draftId: string } };

/**
 * The store with a timer's wait before each call, as a database on another machine has: a
 * check and a write made by two calls are then always interleaved by parallel requests.
 */
const withLatency = (store: Store): Store =>
  new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await new Promise((r) => setTimeout(r, 1));
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });

/**
 * A user with 95 drafts sends 150 saves at once, through one app per store (two apps for
 * two processes): exactly 5 are taken, the 145 others are 409 with the message.
 */
const attack = async (stores: [Store, ...Store[]]) => {
  const apps = await Promise.all(stores.map((store) => makeTestApp({ store: withLatency(store) })));
  const first = apps[0] as (typeof apps)[number];
  const u = await first.signUpAndLogin(1);
  for (let i = 0; i < ALREADY; i++) {
    await stores[0].createDraft({
      id: `seeded-${i}`,
      ownerId: u.id,
      email: u.email,
      reportType: 'competency',
      report: null,
      selectedLevels: {},
      userFilledDetails: {},
      now: first.clock.now(),
    });
  }
  const answers = await Promise.all(
    Array.from({ length: SAVES }, (_, i) =>
      (apps[i % apps.length] as typeof first).call<Saved>('POST', '/v1/survey/save-draft', {
        token: u.token,
        body: { draftData: { details: { role: `Role ${i}` } } },
      }),
    ),
  );
  const taken = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 409);
  expect(taken.length).toBe(MAX_DRAFTS_PER_USER - ALREADY);
  expect(refused.length).toBe(SAVES - taken.length);
  for (const a of refused) expect(a.body.message).toBe(TOO_MANY);
  expect(await stores[0].countDrafts(u.id)).toBe(MAX_DRAFTS_PER_USER);
  for (const app of apps) expect(app.errors).toEqual([]);
};

describe.each(storeFactories)('the drafts cap under a burst ($name store)', ({ create }) => {
  it(`${SAVES} parallel saves of a user with ${ALREADY} drafts end with exactly ${MAX_DRAFTS_PER_USER}`, async () => {
    await attack([await create()]);
  }, 30_000);

  it('holds for two apps sharing the store', async () => {
    const store = await create();
    await attack([store, store]);
  }, 30_000);
});

const pgUrl = postgresUrl();

describe.skipIf(!pgUrl)('the drafts cap across processes on one PostgreSQL', () => {
  const schema = uniqueSchemaName('rs_cap');
  const handles: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await dropSchema(pgUrl as string, schema);
  });

  it('two servers with pools of their own never pass the cap together', async () => {
    // two pools on one schema: to PostgreSQL, two server processes
    const a = await openPostgres(pgUrl as string, { schema, max: 4 });
    const b = await openPostgres(pgUrl as string, { schema, max: 4 });
    handles.push(a, b);
    await attack([withCleanErrors(a.store), withCleanErrors(b.store)]);
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../src/catalog/buildCatalog';
import { createFixtureCatalog } from '../src/catalog/fixture';
import { readCatalogDir } from '../src/catalog/loadCatalogDir';
import { defaultPaths } from '../src/node/paths';
import {
  DEMO_ORGANIZATION_ID,
  DEMO_ORGANIZATION_NAME,
  demoDirectory,
  seedDemoOrganization,
} from '../src/seed/demoOrganization';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { ORGS } from './embedFixtures';
import { makeTestApp } from './harness';
import { INSIGHTS } from './insightsFixture';
import { storeFactories } from './stores';

const catalog = createFixtureCatalog();

type Figures = { reports: number; competencies: { levels: Record<string, number> }[] };
type Insights = {
  data: {
    employees: { total: number; evaluated: number };
    current: Figures;
    previous: Figures;
    groups: { key: string; name: string; employees: { total: number }; current: Figures }[];
  };
};

describe.each(storeFactories)('the demo organisation ($name store)', ({ create }) => {
  it('fills the insights of both periods, team by team, and a second run adds nothing', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    expect(await seedDemoOrganization(store, { clock: t.clock, catalog })).toBe(true);
    const admin = await t.adminToken();
    const key = await t.call<{ data: { secret: string } }>(
      'POST',
      `${ORGS}/${DEMO_ORGANIZATION_ID}/api-keys`,
      { token: admin, body: { name: 'Demo portal' } },
    );
    expect(key.status).toBe(201);
    const read = async () => {
      const res = await t.call<Insights>('GET', `${INSIGHTS}?groupBy=team`, {
        token: key.body.data.secret,
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const first = await read();
    expect(first.employees.total).toBe(demoDirectory().length);
    expect(first.employees.total).toBeGreaterThanOrEqual(20);
    expect(first.employees.evaluated).toBeGreaterThanOrEqual(15);
    expect(first.current.reports).toBeGreaterThanOrEqual(10);
    expect(first.previous.reports).toBeGreaterThanOrEqual(10);
    const teams = first.groups.filter((g) => g.key !== '');
    expect(teams.map((g) => g.name)).toEqual(['Data', 'Operations', 'Platform']);
    for (const team of teams) {
      expect(team.employees.total).toBeGreaterThanOrEqual(7);
      expect(team.current.reports).toBeGreaterThan(0);
    }
    // levels vary: more than one level is chosen across the organisation's ratings
    const chosen = new Set(
      first.current.competencies.flatMap((c) =>
        Object.entries(c.levels)
          .filter(([, n]) => n > 0)
          .map(([level]) => level),
      ),
    );
    expect(chosen.size).toBeGreaterThanOrEqual(3);

    expect(await seedDemoOrganization(store, { clock: t.clock, catalog })).toBe(false);
    expect(await read()).toEqual(first);
    const orgs = await t.call<{ data: { name: string }[] }>('GET', ORGS, { token: admin });
    expect(orgs.body.data.map((o) => o.name)).toEqual([DEMO_ORGANIZATION_NAME]);
  });

  it('stays deleted once an administrator deleted it', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    await seedDemoOrganization(store, { clock: t.clock, catalog });
    const admin = await t.adminToken();
    const gone = await t.call('DELETE', `${ORGS}/${DEMO_ORGANIZATION_ID}`, { token: admin });
    expect(gone.status).toBe(200);
    expect(await seedDemoOrganization(store, { clock: t.clock, catalog })).toBe(false);
    expect(await store.findOrganizationById(DEMO_ORGANIZATION_ID)).toBeNull();
  });
});

describe('the demo organisation with the shipped catalog', () => {
  it("rates each team's competencies of the full catalog", async () => {
    const store = new MemoryStore();
    const shipped = buildCatalog(readCatalogDir(defaultPaths().catalogDir));
    const t = await makeTestApp({ store, catalog: shipped });
    await seedDemoOrganization(store, { clock: t.clock, catalog: shipped });
    const admin = await t.adminToken();
    const res = await t.call<Insights>(
      'GET',
      `${ORGS}/${DEMO_ORGANIZATION_ID}/insights?groupBy=team`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.current.competencies.length).toBeGreaterThanOrEqual(8);
    expect(res.body.data.previous.competencies.length).toBeGreaterThanOrEqual(8);
  });
});

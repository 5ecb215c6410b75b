import { insightsResponseSchema } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';
import { INSIGHTS, insightsFixture, levels } from './insightsFixture';
import { storeFactories } from './stores';

type Figures = {
  reports: number;
  competencies: { id: string; levels: Record<string, number>; belowRecommended: number }[];
};
type Staff = { total: number; evaluated: number; notEvaluated: number };
type Answer = {
  data: {
    employees: Staff;
    current: Figures;
    previous: Figures;
    groups?: { key: string; name: string; employees: Staff; current: Figures; previous: Figures }[];
    jobFamilies?: { id: string; name: string; reports: number }[];
  };
};

const staff = (total: number, evaluated: number) => ({
  total,
  evaluated,
  notEvaluated: total - evaluated,
});

const SE = 'software-engineering';
const DA = 'data-and-analytics';
const RB = 'retail-banking';

describe.each(storeFactories)('organisation insights by job family ($name store)', ({ create }) => {
  const open = async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const fixture = await insightsFixture(t, store);
    const get = async (q: string, token = fixture.acme.secret) => {
      const res = await t.call<Answer>('GET', `${INSIGHTS}?from=2026-04&to=2026-06&${q}`, {
        token,
      });
      expect(res.status, q).toBe(200);
      expect(insightsResponseSchema.safeParse(res.body).success, q).toBe(true);
      return res.body.data;
    };
    return { t, get, ...fixture };
  };

  it("lists the period's job families with the catalog's names, as the filter's choices", async () => {
    const { get, beta } = await open();
    const all = await get('');
    // e1 April SE, e2 SE + DA, e4 RB, e7 none, e1 June DA + one the catalog lacks
    expect(all.jobFamilies).toEqual([
      { id: DA, name: 'Data and Analytics', reports: 2 },
      { id: 'legacy-family', name: 'legacy-family', reports: 1 },
      { id: RB, name: 'Retail Banking', reports: 1 },
      { id: SE, name: 'Software Engineering', reports: 2 },
    ]);
    // within the other filters: Platform's reports (at submission) are e1's two and e2's
    const platform = await get('team=t1');
    expect(platform.jobFamilies?.map((f) => [f.id, f.reports])).toEqual([
      [DA, 2],
      ['legacy-family', 1],
      [SE, 2],
    ]);
    // another organisation's b1 (SE) never shows in Acme's, and only there
    expect((await get('', beta.secret)).jobFamilies).toEqual([
      { id: SE, name: 'Software Engineering', reports: 1 },
    ]);
  });

  it('counts only the reports naming the job family, and the employees who submitted one', async () => {
    const { get } = await open();
    const se = await get(`jobFamily=${SE}`);
    // e1 (April) and e2 this period, e1 (February) before: never b1 of Beta
    expect([se.employees, se.current.reports, se.previous.reports]).toEqual([staff(2, 2), 2, 1]);
    expect(se.current.competencies.map((c) => [c.id, c.levels, c.belowRecommended])).toEqual([
      ['c1', levels(0, 0, 1, 1), 0],
      ['c2', levels(0, 0, 1, 1), 1],
    ]);
    // what those reports name besides
    expect(se.jobFamilies?.map((f) => [f.id, f.reports])).toEqual([
      [DA, 1],
      [SE, 2],
    ]);
    const da = await get(`jobFamily=${DA}`);
    expect([da.employees, da.current.reports, da.previous.reports]).toEqual([staff(2, 2), 2, 0]);
    const rb = await get(`jobFamily=${RB}&department=Sales`);
    expect([rb.employees, rb.current.reports, rb.previous.reports]).toEqual([staff(2, 2), 1, 1]);
    const none = await get('jobFamily=no-such-family');
    expect([none.employees, none.current.reports, none.jobFamilies]).toEqual([staff(0, 0), 0, []]);
  });

  it("groups a job family's reports by team at submission and its people by today's", async () => {
    const { get } = await open();
    const se = await get(`jobFamily=${SE}&groupBy=team`);
    expect(
      se.groups?.map((g) => [g.key, g.name, g.employees, g.current.reports, g.previous.reports]),
    ).toEqual([
      ['t1', 'Platform', staff(1, 1), 2, 1],
      // e2 moved to Growth after submitting
      ['t2', 'Growth', staff(1, 1), 0, 0],
    ]);
  });

  it("meets a manager's reach, in the filter and in a manager's session", async () => {
    const { t, get, acme } = await open();
    const m1 = await get(`jobFamily=${SE}&manager=m1`);
    expect([m1.employees, m1.current.reports]).toEqual([staff(2, 2), 2]);
    const m2 = await get(`jobFamily=${SE}&manager=m2`);
    expect([m2.employees, m2.current.reports]).toEqual([staff(0, 0), 0]);
    const session = await t.call<{ data: { clientSecret: string } }>('POST', SESSIONS, {
      token: acme.secret,
      body: { externalUserId: 'm2', email: 'm2@portal.example', role: 'manager' },
    });
    const reach = await get(`jobFamily=${RB}`, session.body.data.clientSecret);
    // e3 (February) and e4 (May), through e3
    expect([reach.employees, reach.current.reports, reach.previous.reports]).toEqual([
      staff(2, 2),
      1,
      1,
    ]);
    expect(reach.jobFamilies?.map((f) => [f.id, f.reports])).toEqual([[RB, 1]]);
  });

  it("lists a heatmap cell's people within the job family (the organisation's reports row)", async () => {
    const { t, acme } = await open();
    const people = async (q: string) => {
      const res = await t.call<{ data: { externalUserId: string; createdAt: string }[] }>(
        'GET',
        `/v1/embed/reports?${q}`,
        { token: acme.secret },
      );
      expect(res.status, q).toBe(200);
      return res.body.data.map((r) => `${r.externalUserId} ${r.createdAt.slice(0, 7)}`).sort();
    };
    expect(await people(`jobFamily=${SE}`)).toEqual(['e1 2026-02', 'e1 2026-04', 'e2 2026-04']);
    expect(await people(`jobFamily=${DA}&competency=c1`)).toEqual(['e1 2026-06', 'e2 2026-04']);
    // the list's team is today's: e2 moved to Growth
    expect(await people(`jobFamily=${DA}&team=t2`)).toEqual(['e2 2026-04']);
    expect(await people('jobFamily=no-such-family')).toEqual([]);
  });
});

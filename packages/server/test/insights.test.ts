import { INSIGHTS_MONTH_MESSAGE, insightsResponseSchema } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { FROM_AFTER_TO, PERIOD_TOO_LONG } from '../src/services/insights';
import { SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';
import { INSIGHTS, insightsFixture, levels } from './insightsFixture';
import { storeFactories } from './stores';

type Figures = {
  reports: number;
  careerLevels: { level: number; count: number }[];
  categories: { category: string; count: number }[];
  competencies: {
    id: string;
    name: string;
    levels: Record<string, number>;
    belowRecommended: number;
    shareBelow: number;
    averageGap: number;
  }[];
};
type Employees = { total: number; evaluated: number; notEvaluated: number };
type Answer = {
  data: {
    period: { from: string; to: string };
    previousPeriod: { from: string; to: string };
    employees: Employees;
    current: Figures;
    previous: Figures;
    groups?: {
      key: string;
      name: string;
      employees: Employees;
      current: Figures;
      previous: Figures;
    }[];
  };
  message?: string;
};

const staff = (total: number, evaluated: number) => ({
  total,
  evaluated,
  notEvaluated: total - evaluated,
});

describe.each(storeFactories)('organisation insights ($name store)', ({ create }) => {
  it('sums the period and the one before from the submitted reports, hand-computed', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await insightsFixture(t, store);
    const res = await t.call<Answer>('GET', `${INSIGHTS}?from=2026-04&to=2026-06`, {
      token: acme.secret,
    });
    expect(res.status).toBe(200);
    expect(insightsResponseSchema.safeParse(res.body).success).toBe(true);
    const d = res.body.data;
    expect(d.period).toEqual({ from: '2026-04', to: '2026-06' });
    expect(d.previousPeriod).toEqual({ from: '2026-01', to: '2026-03' });
    // m1, m2, e1..e7: e1, e2, e3, e4 and e7 have a report
    expect(d.employees).toEqual(staff(9, 5));
    expect(d.current).toEqual({
      // e1 twice (counted twice), e2, e4, e7: never Beta's b1
      reports: 5,
      careerLevels: [{ level: 18, count: 5 }],
      categories: [{ category: 'low', count: 5 }],
      competencies: [
        // chosen 3, 1, 4, 2, 5 against 3: below by 2 and 1
        {
          id: 'c1',
          name: 'Programming',
          levels: levels(1, 1, 1, 1, 1),
          belowRecommended: 2,
          shareBelow: 0.4,
          averageGap: 1.5,
        },
        // chosen 3, 5, 4, 1, 2 against 4: below by 1, 3 and 2
        {
          id: 'c2',
          name: 'Design',
          levels: levels(1, 1, 1, 1, 1),
          belowRecommended: 3,
          shareBelow: 0.6,
          averageGap: 2,
        },
      ],
    });
    expect(d.previous).toEqual({
      reports: 2,
      careerLevels: [{ level: 18, count: 2 }],
      categories: [{ category: 'low', count: 2 }],
      competencies: [
        {
          id: 'c1',
          name: 'Programming',
          levels: levels(0, 1, 1),
          belowRecommended: 1,
          shareBelow: 0.5,
          averageGap: 1,
        },
        {
          id: 'c2',
          name: 'Design',
          levels: levels(0, 1, 0, 1),
          belowRecommended: 1,
          shareBelow: 0.5,
          averageGap: 2,
        },
      ],
    });
    expect(d.groups).toBeUndefined();
  });

  it("groups by team (reports under the team at submission, people under today's)", async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await insightsFixture(t, store);
    const res = await t.call<Answer>('GET', `${INSIGHTS}?groupBy=team`, { token: acme.secret });
    expect(res.status).toBe(200);
    const groups = res.body.data.groups ?? [];
    expect(
      groups.map((g) => [g.key, g.name, g.employees, g.current.reports, g.previous.reports]),
    ).toEqual([
      ['', 'No team', staff(2, 1), 1, 0],
      // e2 moved to Growth after submitting: the report stays with Platform
      ['t1', 'Platform', staff(3, 1), 3, 1],
      ['t2', 'Growth', staff(4, 3), 1, 1],
    ]);
    const platform = groups[1]?.current.competencies;
    expect(platform?.map((c) => [c.id, c.levels, c.belowRecommended])).toEqual([
      ['c1', levels(1, 0, 1, 1), 1],
      ['c2', levels(0, 0, 1, 1, 1), 1],
    ]);
  });

  it('groups by department', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await insightsFixture(t, store);
    const res = await t.call<Answer>('GET', `${INSIGHTS}?groupBy=department`, {
      token: acme.secret,
    });
    const groups = res.body.data.groups ?? [];
    expect(
      groups.map((g) => [g.key, g.name, g.employees, g.current.reports, g.previous.reports]),
    ).toEqual([
      ['', 'No department', staff(2, 1), 1, 0],
      ['Eng', 'Eng', staff(3, 2), 3, 1],
      ['Sales', 'Sales', staff(4, 2), 1, 1],
    ]);
  });

  it('filters by team, department and a manager (direct and indirect reports)', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await insightsFixture(t, store);
    const get = async (q: string) =>
      (await t.call<Answer>('GET', `${INSIGHTS}?${q}`, { token: acme.secret })).body.data;
    const team = await get('team=t1');
    expect([team.employees, team.current.reports, team.previous.reports]).toEqual([
      staff(3, 1),
      3,
      1,
    ]);
    const sales = await get('department=Sales');
    expect([sales.employees, sales.current.reports, sales.previous.reports]).toEqual([
      staff(4, 2),
      1,
      1,
    ]);
    // m2's reach: e3, e5 and, through e3, e4
    const m2 = await get('manager=m2');
    expect([m2.employees, m2.current.reports, m2.previous.reports]).toEqual([staff(3, 2), 1, 1]);
    expect(m2.current.competencies.map((c) => [c.id, c.levels])).toEqual([
      ['c1', levels(0, 1)],
      ['c2', levels(1)],
    ]);
    const m1 = await get('manager=m1&groupBy=team');
    expect([m1.employees, m1.current.reports, m1.previous.reports]).toEqual([staff(2, 2), 3, 1]);
    expect(m1.groups?.map((g) => [g.key, g.employees.total, g.current.reports])).toEqual([
      ['t1', 1, 3],
      ['t2', 1, 0],
    ]);
    const both = await get('manager=m2&team=t1');
    expect([both.employees, both.current.reports]).toEqual([staff(1, 0), 0]);
    const nobody = await get('manager=e6');
    expect([nobody.employees, nobody.current.reports]).toEqual([staff(0, 0), 0]);
  });

  it("never counts another organisation's reports or employees", async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { beta } = await insightsFixture(t, store);
    const res = await t.call<Answer>('GET', INSIGHTS, { token: beta.secret });
    expect(res.body.data.employees).toEqual(staff(1, 1));
    expect(res.body.data.current.reports).toBe(1);
    expect(res.body.data.current.competencies.map((c) => c.levels)).toEqual([levels(1), levels(1)]);
  });

  it('defaults to the current month and the two before, and says what is wrong with a period', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await insightsFixture(t, store);
    t.clock.set(new Date('2026-06-30T23:59:59Z'));
    const res = await t.call<Answer>('GET', INSIGHTS, { token: acme.secret });
    expect(res.body.data.period).toEqual({ from: '2026-04', to: '2026-06' });
    expect(res.body.data.previousPeriod).toEqual({ from: '2026-01', to: '2026-03' });
    expect(res.body.data.current.reports).toBe(5);
    const one = await t.call<Answer>('GET', `${INSIGHTS}?from=2026-04&to=2026-04`, {
      token: acme.secret,
    });
    expect(one.body.data.previousPeriod).toEqual({ from: '2026-03', to: '2026-03' });
    expect([one.body.data.current.reports, one.body.data.previous.reports]).toEqual([2, 0]);
    for (const [q, message] of [
      ['from=2026-13', INSIGHTS_MONTH_MESSAGE],
      ['to=June', INSIGHTS_MONTH_MESSAGE],
      ['from=2026-05&to=2026-04', FROM_AFTER_TO],
      ['from=2023-01&to=2026-01', PERIOD_TOO_LONG],
    ] as const) {
      const bad = await t.call<Answer>('GET', `${INSIGHTS}?${q}`, { token: acme.secret });
      expect(bad.status, q).toBe(400);
      expect(JSON.stringify(bad.body), q).toContain(message);
    }
  });

  it("reads a manager's reach with their session, the whole organisation with hr's, never with an employee's", async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await insightsFixture(t, store);
    const secretOf = async (externalUserId: string, extra: Record<string, unknown>) => {
      const res = await t.call<{ data: { clientSecret: string } }>('POST', SESSIONS, {
        token: acme.secret,
        body: { externalUserId, email: `${externalUserId}@portal.example`, ...extra },
      });
      expect(res.status).toBe(201);
      return res.body.data.clientSecret;
    };
    const get = (token: string, q = '') => t.call<Answer>('GET', `${INSIGHTS}${q}`, { token });
    const m2 = await secretOf('m2', { role: 'manager' });
    const reach = await get(m2);
    expect(reach.status).toBe(200);
    // e3, e4 (through e3) and e5: never m1's people, nor the manager's own
    expect([reach.body.data.employees, reach.body.data.current.reports]).toEqual([staff(3, 2), 1]);
    expect(reach.body.data.previous.reports).toBe(1);
    // `manager` narrows within the reach, and never widens it
    const e3 = await get(m2, '?manager=e3');
    expect([e3.body.data.employees, e3.body.data.current.reports]).toEqual([staff(1, 1), 1]);
    const m1 = await get(m2, '?manager=m1');
    expect([m1.body.data.employees, m1.body.data.current.reports]).toEqual([staff(0, 0), 0]);
    const hr = await get(await secretOf('h1', { role: 'hr' }));
    // h1's session added h1 to the directory
    expect([hr.body.data.employees, hr.body.data.current.reports]).toEqual([staff(10, 5), 5]);
    const employee = await get(await secretOf('e1', {}));
    expect(employee.status).toBe(403);
    expect(employee.body.message).toBe("This session cannot read the organisation's reports");
    const noInsights = await get(await secretOf('m1', { role: 'manager', features: ['history'] }));
    expect(noInsights.status).toBe(403);
    expect(noInsights.body.message).toBe('This session does not allow insights');
  });
});

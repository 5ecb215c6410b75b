import { teamMemberListResponseSchema } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import type { Store } from '../src/store/types';
import { submitBody } from './answers';
import { mintSession, orgWithKey, SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const TEAM = '/v1/embed/team';

type Member = {
  externalUserId: string;
  name: string;
  team: { id: string; name: string } | null;
  department: string | null;
  status: string;
  latestReport: {
    id: string;
    reportName: string;
    submittedAt: string;
    careerLevel: number | null;
    category: string | null;
  } | null;
  lastEvaluatedAt: string | null;
};
type Answer = {
  data: Member[];
  pagination: { total: number; totalPages: number; currentPage: number; limit: number };
  message?: string;
};

const platform = { id: 't1', name: 'Platform' };

/**
 * Acme: managers m1 (Maya) and m2 (Noor); under m1: e1 Ana (Platform, Eng; submitted in
 * February and June), e2 bob (a draft only), e5 Eve (submitted in May at level 12, medium);
 * under e1: e3 Cleo (no account, never evaluated); under m2: e4 Dan (submitted in March, a
 * draft in April). Beta's b1 submits too. Clock left at 2026-06-20.
 */
const teamFixture = async (t: TestApp, store: Store) => {
  const admin = await t.adminToken();
  const acme = await orgWithKey(t, admin, 'Acme');
  const beta = await orgWithKey(t, admin, 'Beta');
  await store.upsertDirectoryEntries(
    acme.orgId,
    [
      { externalUserId: 'm1', name: 'Maya', role: 'manager' },
      { externalUserId: 'm2', name: 'Noor', role: 'manager' },
      {
        externalUserId: 'e1',
        name: 'Ana',
        managerExternalUserId: 'm1',
        team: platform,
        department: 'Eng',
      },
      { externalUserId: 'e2', name: 'bob', managerExternalUserId: 'm1' },
      { externalUserId: 'e3', name: 'Cleo', managerExternalUserId: 'e1' },
      { externalUserId: 'e4', name: 'Dan', managerExternalUserId: 'm2' },
      { externalUserId: 'e5', name: 'Eve', managerExternalUserId: 'm1' },
    ],
    t.clock.now(),
  );
  const secretOf = async (secret: string, ext: string) => {
    const session = await mintSession(t, secret, ext);
    expect(session.status).toBe(201);
    return session.body.data.clientSecret;
  };
  const submit = async (secret: string, ext: string, at: string) => {
    t.clock.set(new Date(at));
    const res = await t.call<{ data: { reportId: string } }>(
      'POST',
      '/v1/survey/send-report-to-admin',
      { token: await secretOf(secret, ext), body: submitBody(`${ext}@portal.example`) },
    );
    expect(res.status).toBe(201);
    return res.body.data.reportId;
  };
  const draft = async (ext: string, at: string) => {
    t.clock.set(new Date(at));
    const res = await t.call('POST', '/v1/survey/save-draft', {
      token: await secretOf(acme.secret, ext),
      body: { draftData: {} },
    });
    expect(res.status).toBe(201);
  };
  await submit(acme.secret, 'e1', '2026-02-10T10:00:00Z');
  await submit(acme.secret, 'e4', '2026-03-01T10:00:00Z');
  await draft('e4', '2026-04-01T10:00:00Z');
  await draft('e2', '2026-04-02T10:00:00Z');
  await submit(beta.secret, 'b1', '2026-04-03T10:00:00Z');
  const e1Latest = await submit(acme.secret, 'e1', '2026-06-15T10:00:00Z');
  // Eve's report carries another level: written through the store with its own score.
  t.clock.set(new Date('2026-05-05T10:00:00Z'));
  await secretOf(acme.secret, 'e5');
  const eve = await store.findUserByExternalId(acme.orgId, 'e5');
  const ana = await t.call<{ data: { scoreDetails: Record<string, unknown> } }>(
    'GET',
    `/v1/embed/reports/${e1Latest}`,
    { token: acme.secret },
  );
  const body = submitBody('e5@portal.example');
  await store.submitReport({
    ownerId: eve?.id ?? '',
    email: 'e5@portal.example',
    reportType: 'competency',
    report: body.report,
    selectedLevels: body.selectedLevels,
    userFilledDetails: body.userFilledDetails,
    scoreDetails: { ...ana.body.data.scoreDetails, careerLevel: 12, category: 'medium' } as never,
    draftId: null,
    newId: '00000000-0000-4000-8000-00000000e5e5',
    now: t.clock.now(),
  });
  t.clock.set(new Date('2026-06-20T12:00:00Z'));
  return { acme, e1Latest, secretOf };
};

const ids = (res: { body: Answer }) => res.body.data.map((m) => m.externalUserId);

// Each test seeds an organisation through the API (about thirty calls): on a loaded machine
// the first one, which also warms the database up, needs more than the default 15 s.
describe.each(storeFactories)('team members ($name store)', { timeout: 60_000 }, ({ create }) => {
  it("lists a manager's reach only (direct and indirect), with statuses and latest reports", async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme, e1Latest, secretOf } = await teamFixture(t, store);
    const m1 = await secretOf(acme.secret, 'm1');
    const res = await t.call<Answer>('GET', TEAM, { token: m1 });
    expect(res.status).toBe(200);
    expect(teamMemberListResponseSchema.safeParse(res.body).success).toBe(true);
    // by name, case-insensitively: never m1 themself, nor m2's Dan
    expect(ids(res)).toEqual(['e1', 'e2', 'e3', 'e5']);
    expect(res.body.pagination).toEqual({ total: 4, totalPages: 1, currentPage: 1, limit: 10 });
    const [ana, bob, cleo, eve] = res.body.data;
    expect(ana).toEqual({
      externalUserId: 'e1',
      name: 'Ana',
      team: platform,
      department: 'Eng',
      status: 'submitted',
      latestReport: {
        id: e1Latest,
        reportName: 'Senior Backend Engineer',
        submittedAt: '2026-06-15T10:00:00.000Z',
        careerLevel: 18,
        category: 'low',
      },
      lastEvaluatedAt: '2026-06-15T10:00:00.000Z',
    });
    expect([bob?.status, bob?.latestReport, bob?.lastEvaluatedAt]).toEqual(['draft', null, null]);
    expect([cleo?.status, cleo?.latestReport]).toEqual(['never-evaluated', null]);
    expect([eve?.status, eve?.latestReport?.careerLevel, eve?.latestReport?.category]).toEqual([
      'submitted',
      12,
      'medium',
    ]);
    // a manager's session never widens its reach with filters
    const filtered = await t.call<Answer>('GET', `${TEAM}?team=t1&department=Eng`, { token: m1 });
    expect(ids(filtered)).toEqual(['e1']);
  });

  it('reads the whole directory with the key or an hr session; a draft after a report is a draft', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await teamFixture(t, store);
    const key = await t.call<Answer>('GET', TEAM, { token: acme.secret });
    expect(ids(key)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'm1', 'm2']);
    const dan = key.body.data.find((m) => m.externalUserId === 'e4');
    expect([dan?.status, dan?.lastEvaluatedAt]).toEqual(['draft', '2026-03-01T10:00:00.000Z']);
    const hrSession = await t.call<{ data: { clientSecret: string } }>('POST', SESSIONS, {
      token: acme.secret,
      body: { externalUserId: 'h1', email: 'h1@portal.example', role: 'hr', name: 'Hana' },
    });
    const hr = await t.call<Answer>('GET', TEAM, { token: hrSession.body.data.clientSecret });
    expect(hr.status).toBe(200);
    expect(hr.body.pagination.total).toBe(8);
  });

  it('sorts by name, last evaluated, level and status, both ways, missing values last', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await teamFixture(t, store);
    const get = async (q: string) =>
      ids(await t.call<Answer>('GET', `${TEAM}?${q}`, { token: acme.secret }));
    expect(await get('sort=name&order=desc')).toEqual(['m2', 'm1', 'e5', 'e4', 'e3', 'e2', 'e1']);
    // e1 June, e5 May, e4 March; then never evaluated by name
    expect(await get('sort=lastEvaluated&order=desc')).toEqual([
      'e1',
      'e5',
      'e4',
      'e2',
      'e3',
      'm1',
      'm2',
    ]);
    expect(await get('sort=lastEvaluated&order=asc')).toEqual([
      'e4',
      'e5',
      'e1',
      'e2',
      'e3',
      'm1',
      'm2',
    ]);
    // e5 at 12, e1 and e4 at 18 (by name)
    expect(await get('sort=level')).toEqual(['e5', 'e1', 'e4', 'e2', 'e3', 'm1', 'm2']);
    expect(await get('sort=level&order=desc')).toEqual(['e1', 'e4', 'e5', 'e2', 'e3', 'm1', 'm2']);
    // never evaluated, draft, submitted
    expect(await get('sort=status')).toEqual(['e3', 'm1', 'm2', 'e2', 'e4', 'e1', 'e5']);
    expect(await get('sort=status&order=desc')).toEqual(['e1', 'e5', 'e2', 'e4', 'e3', 'm1', 'm2']);
  });

  it('pages: limit, page past the end, limit capped at 100', async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme } = await teamFixture(t, store);
    const get = (q: string) => t.call<Answer>('GET', `${TEAM}?${q}`, { token: acme.secret });
    const first = await get('limit=3');
    expect([ids(first), first.body.pagination]).toEqual([
      ['e1', 'e2', 'e3'],
      { total: 7, totalPages: 3, currentPage: 1, limit: 3 },
    ]);
    expect(ids(await get('limit=3&page=3'))).toEqual(['m2']);
    const past = await get('limit=3&page=9');
    expect([ids(past), past.body.pagination.total]).toEqual([[], 7]);
    expect((await get('limit=500')).body.pagination.limit).toBe(100);
    expect((await get('sort=age')).status).toBe(400);
  });

  it("refuses an employee's session (403) and a call without credentials (401)", async () => {
    const store = await create();
    const t = await makeTestApp({ store });
    const { acme, secretOf } = await teamFixture(t, store);
    const employee = await t.call<Answer>('GET', TEAM, {
      token: await secretOf(acme.secret, 'e1'),
    });
    expect(employee.status).toBe(403);
    expect(employee.body.message).toBe("This session cannot read the organisation's reports");
    expect((await t.call('GET', TEAM)).status).toBe(401);
  });
});

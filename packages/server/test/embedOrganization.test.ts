import { describe, expect, it } from 'vitest';
import type { Store } from '../src/store/types';
import { submitBody } from './answers';
import { EMBED_REPORTS, orgWithKey, SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

const DIRECTORY = '/v1/embed/directory';
const DOCUMENTS = '/v1/embed/report-documents';

type List = {
  data: { _id: string; externalUserId: string }[];
  pagination: { totalReports: number; nextCursor: string | null };
  message?: string;
};
/** An employee's e-mail, told apart by the key's secret (an e-mail is one account). */
const mail = (secret: string, externalUserId: string) =>
  `${externalUserId}.${secret.slice(6, 12)}@portal.example`;

type Row = {
  externalUserId: string;
  role?: 'employee' | 'manager' | 'hr';
  managerExternalUserId?: string | null;
  team?: { id: string; name: string } | null;
  department?: string | null;
  features?: string[];
};

/**
 * An organisation with a directory: boss manages m1 and m2; m1 manages e1, who manages e2;
 * m2 manages p1 (m1's peer's report). Another organisation has x1, also under an "m1".
 */
const setup = async (store: Store) => {
  const t = await makeTestApp({ store });
  const admin = await t.adminToken();
  const a = await orgWithKey(t, admin, 'Acme');
  const b = await orgWithKey(t, admin, 'Beta');
  const session = async (secret: string, row: Row) => {
    const res = await t.call<{ data: { clientSecret: string; role: string; features: string[] } }>(
      'POST',
      SESSIONS,
      {
        token: secret,
        body: { email: mail(secret, row.externalUserId), ...row },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const submitted: Record<string, string> = {};
  const submit = async (secret: string, row: Row) => {
    const s = await session(secret, row);
    t.clock.advance(1000);
    const res = await t.call<{ data: { reportId: string } }>(
      'POST',
      '/v1/survey/send-report-to-admin',
      {
        token: s.clientSecret,
        body: submitBody(mail(secret, row.externalUserId)),
      },
    );
    expect(res.status).toBe(201);
    submitted[row.externalUserId] = res.body.data.reportId;
    return res.body.data.reportId;
  };
  const sales = { id: 'sales', name: 'Sales' };
  await submit(a.secret, { externalUserId: 'boss', role: 'manager' });
  await submit(a.secret, { externalUserId: 'm1', role: 'manager', managerExternalUserId: 'boss' });
  await submit(a.secret, { externalUserId: 'm2', role: 'manager', managerExternalUserId: 'boss' });
  await submit(a.secret, { externalUserId: 'e1', managerExternalUserId: 'm1', team: sales });
  await submit(a.secret, {
    externalUserId: 'e2',
    managerExternalUserId: 'e1',
    team: sales,
    department: 'Field',
  });
  await submit(a.secret, {
    externalUserId: 'p1',
    managerExternalUserId: 'm2',
    department: 'Field',
  });
  await submit(b.secret, { externalUserId: 'x1', managerExternalUserId: 'm1' });
  const list = async (token: string, query = '', path = EMBED_REPORTS) => {
    const res = await t.call<List>('GET', `${path}${query}`, { token });
    return { status: res.status, body: res.body, ids: res.body.data?.map((r) => r.externalUserId) };
  };
  return { t, a, b, session, submit, submitted, list };
};

describe.each(storeFactories)('organisation reads by role ($name store)', ({ create }) => {
  it("lets a manager read their whole reach only, hr the organisation's, an employee nothing", async () => {
    const { a, session, submitted, list, t } = await setup(await create());
    const m1 = await session(a.secret, { externalUserId: 'm1', role: 'manager' });
    expect([m1.role, m1.features]).toEqual(['manager', ['submit', 'print', 'history', 'insights']]);
    // direct (e1) and indirect (e2) reports; never the peer's (p1), the own manager's, their own
    expect((await list(m1.clientSecret)).ids).toEqual(['e2', 'e1']);
    expect((await list(m1.clientSecret, '', DOCUMENTS)).ids).toEqual(['e2', 'e1']);
    const read = (token: string, id: string) => t.call('GET', `${EMBED_REPORTS}/${id}`, { token });
    expect((await read(m1.clientSecret, submitted.e2 as string)).status).toBe(200);
    for (const other of ['p1', 'boss', 'm1', 'x1'])
      expect((await read(m1.clientSecret, submitted[other] as string)).status, other).toBe(404);

    const hr = await session(a.secret, { externalUserId: 'h1', role: 'hr' });
    expect((await list(hr.clientSecret)).ids).toEqual(['p1', 'e2', 'e1', 'm2', 'm1', 'boss']);
    expect((await read(hr.clientSecret, submitted.x1 as string)).status).toBe(404);
    // the organisation's key reads as before
    expect((await list(a.secret)).ids).toEqual(['p1', 'e2', 'e1', 'm2', 'm1', 'boss']);

    const e1 = await session(a.secret, { externalUserId: 'e1' });
    const refused = await list(e1.clientSecret);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This session cannot read the organisation's reports");
    expect((await read(e1.clientSecret, submitted.e2 as string)).status).toBe(403);
    // a role taken away by a later session ends the reach of new secrets
    const demoted = await session(a.secret, { externalUserId: 'm1', role: 'employee' });
    expect((await list(demoted.clientSecret)).status).toBe(403);
  });

  it('does not loop on a cycle of managers', async () => {
    const { a, session, list, t } = await setup(await create());
    const put = await t.call('PUT', DIRECTORY, {
      token: a.secret,
      body: { employees: [{ externalUserId: 'boss', managerExternalUserId: 'e2' }] },
    });
    expect(put.status).toBe(200);
    const m1 = await session(a.secret, { externalUserId: 'm1', role: 'manager' });
    expect((await list(m1.clientSecret)).ids).toEqual(['p1', 'e2', 'e1', 'm2', 'boss']);
  });

  it('keeps what a session leaves out and clears what it sets to null', async () => {
    const store = await create();
    const { a, session } = await setup(store);
    await session(a.secret, { externalUserId: 'e2' });
    const kept = await store.findDirectoryEntry(a.orgId, 'e2');
    expect([kept?.managerExternalUserId, kept?.team, kept?.department]).toEqual([
      'e1',
      { id: 'sales', name: 'Sales' },
      'Field',
    ]);
    await session(a.secret, { externalUserId: 'e2', team: null, department: null });
    const cleared = await store.findDirectoryEntry(a.orgId, 'e2');
    expect([cleared?.managerExternalUserId, cleared?.team, cleared?.department]).toEqual([
      'e1',
      null,
      null,
    ]);
  });

  it('refuses a session naming the employee as their own manager', async () => {
    const { a, t } = await setup(await create());
    const res = await t.call<{ errors?: Record<string, string> }>('POST', SESSIONS, {
      token: a.secret,
      body: { externalUserId: 'e1', email: 'e1@x.example', managerExternalUserId: 'e1' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('An employee cannot be their own manager');
  });

  it('writes the directory: counts, 1,001 rows and duplicates refused, no accounts made', async () => {
    const store = await create();
    const { a, t } = await setup(store);
    const put = (employees: unknown[]) =>
      t.call<{ data?: { created: number; updated: number }; message?: string }>('PUT', DIRECTORY, {
        token: a.secret,
        body: { employees },
      });
    const ok = await put([
      { externalUserId: 'e1', department: 'Eng' },
      { externalUserId: 'new-1', name: 'New', role: 'manager', team: { id: 't', name: 'T' } },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { created: 1, updated: 1 } });
    expect((await store.findDirectoryEntry(a.orgId, 'new-1'))?.role).toBe('manager');
    expect(await store.findUserByExternalId(a.orgId, 'new-1')).toBeNull();
    // e1's manager and team stay
    const e1 = await store.findDirectoryEntry(a.orgId, 'e1');
    expect([e1?.managerExternalUserId, e1?.team?.id, e1?.department]).toEqual([
      'm1',
      'sales',
      'Eng',
    ]);

    const many = Array.from({ length: 1001 }, (_, i) => ({ externalUserId: `u${i}` }));
    const tooMany = await put(many);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('employees may list at most 1000 rows');
    const twice = await put([{ externalUserId: 'd1' }, { externalUserId: 'd1' }]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('Duplicate externalUserId: d1');
    expect((await put([])).status).toBe(400);
    expect(await store.findDirectoryEntry(a.orgId, 'd1')).toBeNull();
    // only with the organisation's key
    const hr = await t.call<{ data: { clientSecret: string } }>('POST', SESSIONS, {
      token: a.secret,
      body: { externalUserId: 'h1', email: 'h1@x.example', role: 'hr' },
    });
    const asHr = await t.call('PUT', DIRECTORY, {
      token: hr.body.data.clientSecret,
      body: { employees: [{ externalUserId: 'z' }] },
    });
    expect(asHr.status).toBe(401);
  });
});

describe.each(storeFactories)('embed session features ($name store)', ({ create }) => {
  it('refuses what a session does not allow, and allows all without features', async () => {
    const { a, session, t } = await setup(await create());
    const email = (x: string) => mail(a.secret, x);
    const onlyHistory = await session(a.secret, { externalUserId: 'e1', features: ['history'] });
    expect(onlyHistory.features).toEqual(['history']);
    const draft = await t.call('POST', '/v1/survey/save-draft', {
      token: onlyHistory.clientSecret,
      body: { draftData: {} },
    });
    expect(draft.status).toBe(403);
    expect(draft.body).toEqual({ message: 'This session does not allow submit' });
    const sent = await t.call('POST', '/v1/survey/send-report-to-admin', {
      token: onlyHistory.clientSecret,
      body: submitBody(email('e1')),
    });
    expect(sent.status).toBe(403);
    const summaries = `/v1/user/fetchUserReportSummaries/${encodeURIComponent(email('e1'))}`;
    expect((await t.call('GET', summaries, { token: onlyHistory.clientSecret })).status).toBe(200);

    const onlySubmit = await session(a.secret, { externalUserId: 'e1', features: ['submit'] });
    const history = await t.call('GET', summaries, { token: onlySubmit.clientSecret });
    expect(history.status).toBe(403);
    expect(history.body).toEqual({ message: 'This session does not allow history' });
    const whole = `/v1/user/fetchUserReports/${encodeURIComponent(email('e1'))}`;
    expect((await t.call('GET', whole, { token: onlySubmit.clientSecret })).status).toBe(403);

    const all = await session(a.secret, { externalUserId: 'e1' });
    const again = await t.call('POST', '/v1/survey/send-report-to-admin', {
      token: all.clientSecret,
      body: submitBody(email('e1')),
    });
    expect(again.status).toBe(201);
    // a repeated feature is a 400
    const twice = await t.call('POST', SESSIONS, {
      token: a.secret,
      body: { externalUserId: 'e1', email: email('e1'), features: ['submit', 'submit'] },
    });
    expect(twice.status).toBe(400);
  });
});

describe.each(storeFactories)(
  'organisation report filters and cursor ($name store)',
  ({ create }) => {
    it('filters by team, department, manager, career level, competency and submission time', async () => {
      const { a, list, t, session } = await setup(await create());
      const ids = async (query: string) => (await list(a.secret, query)).ids;
      expect(await ids('?team=sales')).toEqual(['e2', 'e1']);
      expect(await ids('?department=Field')).toEqual(['p1', 'e2']);
      expect(await ids('?team=sales&department=Field')).toEqual(['e2']);
      expect(await ids('?manager=m1')).toEqual(['e2', 'e1']);
      expect(await ids('?manager=boss&department=Field')).toEqual(['p1', 'e2']);
      expect(await ids('?manager=x1')).toEqual([]);
      // the worked example scores career level 18
      expect(await ids('?levelFrom=18&levelTo=18')).toHaveLength(6);
      expect(await ids('?levelFrom=19')).toEqual([]);
      expect(await ids('?levelTo=17')).toEqual([]);
      // reports were submitted a second apart from the clock's start, boss first
      const all = (await list(a.secret)).body.data as unknown as { createdAt: string }[];
      const [p1At, , , , m1At] = all.map((r) => r.createdAt);
      expect(await ids(`?submittedFrom=${m1At}&submittedTo=${p1At}`)).toEqual([
        'e2',
        'e1',
        'm2',
        'm1',
      ]);
      // a competency id among the body's items
      const c = await session(a.secret, { externalUserId: 'c1' });
      t.clock.advance(1000);
      const body = submitBody(mail(a.secret, 'c1'));
      const sent = await t.call('POST', '/v1/survey/send-report-to-admin', {
        token: c.clientSecret,
        body: { ...body, report: [{ step: 1, _id: 'comp-7', title: 'Programming' }] },
      });
      expect(sent.status).toBe(201);
      expect(await ids('?competency=comp-7')).toEqual(['c1']);
      expect(await ids('?competency=comp-8')).toEqual([]);
      // a manager's filters stay inside their reach
      const m1 = await session(a.secret, { externalUserId: 'm1', role: 'manager' });
      expect((await list(m1.clientSecret, '?department=Field')).ids).toEqual(['e2']);
      expect((await list(a.secret, '?submittedFrom=yesterday')).status).toBe(400);
    });

    it('walks pages by cursor without gaps or repeats while a report arrives, and refuses a bad cursor', async () => {
      const { a, list, submit, t } = await setup(await create());
      for (let i = 0; i < 8; i++) await submit(a.secret, { externalUserId: `w${i}` });
      const expected = (await list(a.secret, '?limit=100')).ids ?? [];
      expect(expected).toHaveLength(14);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=4&cursor=${cursor}` : '?limit=4';
        const page = await list(a.secret, query);
        expect(page.status).toBe(200);
        seen.push(...(page.ids ?? []));
        cursor = page.body.pagination.nextCursor;
        // a newer report arriving mid-walk lands before the walk's start: never in its pages
        if (pages === 1) await submit(a.secret, { externalUserId: 'late' });
        pages += 1;
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(pages).toBe(4);
      // the documents list walks the same way
      const docs = await list(a.secret, '?limit=2', DOCUMENTS);
      const next = await list(
        a.secret,
        `?limit=2&cursor=${docs.body.pagination.nextCursor}`,
        DOCUMENTS,
      );
      expect([...(docs.ids ?? []), ...(next.ids ?? [])]).toEqual(['late', ...expected.slice(0, 3)]);
      for (const bad of ['x', 'WyJub3QtYS1kYXRlIiwiaWQiXQ', btoa('[1,2]'), '']) {
        const res = await t.call('GET', `${EMBED_REPORTS}?cursor=${bad}`, { token: a.secret });
        expect(res.status, bad).toBe(400);
      }
      const invalid = await t.call('GET', `${EMBED_REPORTS}?cursor=x`, { token: a.secret });
      expect(invalid.body).toEqual({ message: 'Invalid cursor' });
    });
  },
);

import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { EMBED_REPORTS, SESSIONS } from './embedFixtures';
import { DIRECTORY, DOCUMENTS, mail, orgDirectorySetup as setup } from './orgDirectoryFixtures';
import { storeFactories } from './stores';

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
    // the widgets learn what their session allows from /v1/user/me
    const me = await t.call<{ data: { session?: unknown } }>('GET', '/v1/user/me', {
      token: onlySubmit.clientSecret,
    });
    expect(me.body.data.session).toEqual({ role: 'employee', features: ['submit'] });
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

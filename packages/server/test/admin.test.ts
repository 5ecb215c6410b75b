import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

const ORGS = '/v1/admin/organizations';
type Org = {
  _id: string;
  name: string;
  industryCategory: string;
  status: string;
  createdAt: string;
};

describe.each(storeFactories)('administration ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    return { t, admin: await t.adminToken() };
  };

  it('creates, lists, toggles and deletes organisations', async () => {
    const { t, admin } = await setup();
    const created = await t.call<{ data: Org; message: string }>('POST', ORGS, {
      token: admin,
      body: { name: '  Acme Corp ', industryCategory: 'technology', status: 'inactive' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Acme Corp',
      industryCategory: 'technology',
      status: 'active',
    });
    expect(Number.isNaN(Date.parse(created.body.data.createdAt))).toBe(false);
    const id = created.body.data._id;
    t.clock.advance(1000);
    await t.call('POST', ORGS, {
      token: admin,
      body: { name: 'Beta Bank', industryCategory: 'bfsi' },
    });
    const list = await t.call<{ data: Org[]; pagination: unknown }>('GET', `${ORGS}?limit=1`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((o) => o.name)).toEqual(['Beta Bank']);
    expect(list.body.pagination).toEqual({ total: 2, totalPages: 2, currentPage: 1, limit: 1 });
    const toggled = await t.call<{ data: Org }>('PUT', `${ORGS}/${id}/toggle-status`, {
      token: admin,
    });
    expect(toggled.status).toBe(200);
    expect(toggled.body.data.status).toBe('inactive');
    const back = await t.call<{ data: Org }>('PUT', `${ORGS}/${id}/toggle-status`, {
      token: admin,
      body: {},
    });
    expect(back.body.data.status).toBe('active');
    const deleted = await t.call('DELETE', `${ORGS}/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ _id: id });
    expect((await t.call('DELETE', `${ORGS}/${id}`, { token: admin })).status).toBe(404);
    expect((await t.call('PUT', `${ORGS}/${id}/toggle-status`, { token: admin })).status).toBe(404);
  });

  it('answers 400 with the field messages for a blank organisation', async () => {
    const { t, admin } = await setup();
    const res = await t.call('POST', ORGS, {
      token: admin,
      body: { name: '  ', industryCategory: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Organization name is required',
      industryCategory: 'Industry category is required',
    });
  });

  it('lists the submitted reports of all users, newest first, without drafts', async () => {
    const { t, admin } = await setup();
    const a = await t.signUpAndLogin(1);
    const b = await t.signUpAndLogin(2);
    await t.call('POST', '/v1/survey/send-report-to-admin', {
      token: a.token,
      body: submitBody(a.email),
    });
    t.clock.advance(1000);
    await t.call('POST', '/v1/survey/send-report-to-admin', {
      token: b.token,
      body: submitBody(b.email),
    });
    await t.call('POST', '/v1/survey/save-draft', { token: b.token, body: { draftData: {} } });
    const res = await t.call<{
      data: Array<{ email: string; status: string }>;
      pagination: unknown;
    }>('GET', '/v1/admin/reports', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.email)).toEqual([b.email, a.email]);
    expect(res.body.data.every((r) => r.status === 'completed')).toBe(true);
    expect(res.body.pagination).toEqual({
      totalReports: 2,
      totalPages: 1,
      currentPage: 1,
      limit: 10,
    });
    // summaries by default; whole reports at most 10 a page, or one by id
    expect(res.body.data.every((r) => !('userFilledDetails' in r))).toBe(true);
    const whole = await t.call<{
      data: Array<{ _id: string; email: string; userFilledDetails: unknown }>;
      pagination: { limit: number };
    }>('GET', '/v1/admin/report-documents?limit=100', { token: admin });
    expect(whole.status).toBe(200);
    expect(whole.body.data.map((r) => r.email)).toEqual([b.email, a.email]);
    expect(whole.body.data.every((r) => r.userFilledDetails !== undefined)).toBe(true);
    expect(whole.body.pagination.limit).toBe(10);
    const id = whole.body.data[0]?._id;
    const one = await t.call<{ data: { _id: string } }>('GET', `/v1/admin/reports/${id}`, {
      token: admin,
    });
    expect(one.status).toBe(200);
    expect(one.body.data._id).toBe(id);
    expect((await t.call('GET', '/v1/admin/reports/nope', { token: admin })).status).toBe(404);
  });

  it('answers 403 to an ordinary user on every admin call and 401 without a token', async () => {
    const { t } = await setup();
    const u = await t.signUpAndLogin(3);
    const calls: [string, string, unknown?][] = [
      ['GET', ORGS],
      ['POST', ORGS, { name: 'X', industryCategory: 'technology' }],
      ['PUT', `${ORGS}/some-id/toggle-status`],
      ['DELETE', `${ORGS}/some-id`],
      ['GET', '/v1/admin/reports'],
      ['GET', '/v1/admin/report-documents'],
      ['GET', '/v1/admin/reports/some-id'],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: u.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(typeof res.body.message).toBe('string');
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('promotes an existing account named by ADMIN_EMAIL without changing its password', async () => {
    const { t } = await setup();
    const u = await t.signUpAndLogin(4);
    const { ensureAdmin } = await import('../src/seed/ensureAdmin');
    await ensureAdmin(t.store, t.hasher, u.email.toUpperCase(), 'Ignored@123', t.clock);
    const token = await t.login(u.email, u.password);
    expect((await t.call('GET', ORGS, { token })).status).toBe(200);
  });
});

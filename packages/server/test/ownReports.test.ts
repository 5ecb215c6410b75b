import type { ReportListResponse } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from './harness';
import { newUser } from './storeFixtures';
import { storeFactories } from './stores';

const list = (email: string, query = '') =>
  `/v1/user/fetchUserReports/${encodeURIComponent(email)}${query}`;
const DENIED = { message: 'Invalid or expired token' };

/**
 * fetchUserReports checks the session of one's own reports in the same store look-up as the
 * page (listOwnReportsForToken): every rule of the usual session check must hold there too.
 */
describe.each(storeFactories)('fetchUserReports session rules ($name)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(1);
    const saved = await t.call<{ data: { draftId: string } }>('POST', '/v1/survey/save-draft', {
      token: u.token,
      body: { draftData: { details: { role: 'Engineer' } } },
    });
    expect(saved.status).toBe(201);
    return { t, u, draftId: saved.body.data.draftId };
  };

  it("answers one's own reports, whatever the e-mail's letter case", async () => {
    const { t, u, draftId } = await setup();
    for (const email of [u.email, u.email.toUpperCase()]) {
      const res = await t.call<ReportListResponse>('GET', list(email), { token: u.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.data.map((r) => r._id)).toEqual([draftId]);
      expect(res.body.pagination).toEqual({
        totalReports: 1,
        totalPages: 1,
        currentPage: 1,
        limit: 10,
      });
    }
  });

  it('refuses a token after logout, after a password reset, or with a bad signature', async () => {
    const { t, u } = await setup();
    const out = await t.call('POST', '/v1/survey/logout', { token: u.token });
    expect(out.status).toBe(200);
    const afterLogout = await t.call('GET', list(u.email), { token: u.token });
    expect(afterLogout).toMatchObject({ status: 401, body: DENIED });

    const fresh = await t.login(u.email, u.password);
    expect((await t.call('GET', list(u.email), { token: fresh })).status).toBe(200);
    await t.call('POST', '/v1/survey/forgot-password', { body: { email: u.email } });
    const reset = await t.call('POST', '/v1/survey/reset-password', {
      body: { token: await t.resetTokenFor(u.email), password: 'NewPass@123' },
    });
    expect(reset.status).toBe(200);
    const afterReset = await t.call('GET', list(u.email), { token: fresh });
    expect(afterReset).toMatchObject({ status: 401, body: DENIED });

    const [head, payload, signature] = fresh.split('.') as [string, string, string];
    const forged = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.call('GET', list(u.email), { token: forged })).status).toBe(401);
    expect((await t.call('GET', list(u.email))).status).toBe(401);
  });

  it("refuses another user's reports (403), and a revoked token first (401)", async () => {
    const { t, u } = await setup();
    const other = await t.signUpAndLogin(2);
    const res = await t.call('GET', list(u.email), { token: other.token });
    expect(res.status).toBe(403);
    await t.call('POST', '/v1/survey/logout', { token: other.token });
    expect((await t.call('GET', list(u.email), { token: other.token })).status).toBe(401);
  });

  it("lets an administrator read anyone's reports, and their own", async () => {
    const { t, u, draftId } = await setup();
    const admin = await t.adminToken();
    const theirs = await t.call<ReportListResponse>('GET', list(u.email), { token: admin });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((r) => r._id)).toEqual([draftId]);
    const own = await t.call<ReportListResponse>('GET', list('admin@rolescope.test'), {
      token: admin,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
  });
});

describe.each(storeFactories)('listOwnReportsForToken ($name)', ({ create }) => {
  it('gives the session user only for an unrevoked token id, with the page', async () => {
    const store = await create();
    try {
      const t0 = new Date('2026-02-01T00:00:00.000Z');
      const u = await store.createUser(newUser(9, { email: 'own@example.com', createdAt: t0 }));
      await store.createDraft({
        id: 'd1',
        ownerId: u.id,
        email: u.email,
        report: null,
        selectedLevels: {},
        userFilledDetails: {},
        now: t0,
      });
      const page = { offset: 0, limit: 10 };
      const ok = await store.listOwnReportsForToken(u.id, 'jti-1', page);
      expect(ok.user).toEqual({ id: u.id, email: u.email, role: 'user', tokenVersion: 0 });
      expect(ok.total).toBe(1);
      expect(ok.json).toBe((await store.listReportsByOwner(u.id, page)).json);
      await store.revokeToken('jti-1', new Date(t0.getTime() + 3_600_000));
      expect((await store.listOwnReportsForToken(u.id, 'jti-1', page)).user).toBeNull();
      expect((await store.listOwnReportsForToken(u.id, 'jti-2', page)).user).not.toBeNull();
      expect(await store.listOwnReportsForToken('nobody', 'jti-2', page)).toEqual({
        user: null,
        json: '[]',
        total: 0,
      });
    } finally {
      await store.close();
    }
  });
});

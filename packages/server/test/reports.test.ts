import { describe, expect, it } from 'vitest';
import { submitBody, workedExample } from './answers';
import { makeTestApp } from './harness';
import { SAVE, SUBMIT, UPDATE } from './paths';
import { storeFactories } from './stores';

const del = (id: string) => `/v1/survey/delete-draft/${encodeURIComponent(id)}`;
const list = (email: string, q = '') =>
  `/v1/user/fetchUserReports/${encodeURIComponent(email)}${q}`;

type ReportList = {
  data: Array<Record<string, unknown> & { _id: string; status: string; createdAt: string }>;
  pagination: { totalReports: number; totalPages: number; currentPage: number; limit: number };
};

describe.each(storeFactories)('drafts ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    return { t, u: await t.signUpAndLogin(1) };
  };

  it('saves a draft (201, Draft saved) with parts nested or flat, roleImpact read as rolesImpact', async () => {
    const { t, u } = await setup();
    const nested = await t.call('POST', SAVE, {
      token: u.token,
      body: {
        draftData: {
          userFilledDetails: { details: { role: 'Analyst' } },
          selectedLevels: { '1': 2 },
        },
      },
    });
    expect(nested.status).toBe(201);
    expect(nested.body.message).toBe('Draft saved');
    const draftId = (nested.body.data as { draftId: string }).draftId;
    expect(draftId).toMatch(/^[0-9a-f-]{36}$/);
    const flat = await t.call('POST', SAVE, {
      token: u.token,
      body: {
        draftData: {
          details: { role: 'Tester' },
          roleImpact: { impactOnCustomers: 'low' },
          extra: 1,
        },
      },
    });
    expect(flat.status).toBe(201);
    const res = await t.call<ReportList>('GET', list(u.email), { token: u.token });
    const flatDraft = res.body.data.find(
      (r) => r._id === (flat.body.data as { draftId: string }).draftId,
    );
    expect(flatDraft).toMatchObject({
      status: 'draft',
      userFilledDetails: { details: { role: 'Tester' }, rolesImpact: { impactOnCustomers: 'low' } },
    });
    expect(flatDraft?.draftId).toBe(flatDraft?._id);
    expect(flatDraft?.userFilledDetails).not.toHaveProperty('roleImpact');
    expect(flatDraft).not.toHaveProperty('extra');
  });

  it('answers 400 when draftData is missing or not an object', async () => {
    const { t, u } = await setup();
    expect((await t.call('POST', SAVE, { token: u.token, body: {} })).status).toBe(400);
    const wrong = await t.call('POST', SAVE, { token: u.token, body: { draftData: 'x' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('draftData');
  });

  it('updates a draft by merging parts', async () => {
    const { t, u } = await setup();
    const saved = await t.call('POST', SAVE, {
      token: u.token,
      body: {
        draftData: { details: { role: 'Analyst' }, organizationDetails: { employees: '1-10' } },
      },
    });
    const draftId = (saved.body.data as { draftId: string }).draftId;
    t.clock.advance(5000);
    const res = await t.call('PUT', UPDATE, {
      token: u.token,
      body: {
        draftId,
        draftData: { organizationDetails: { employees: '11-50' }, selectedLevels: { '2': 4 } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ draftId });
    const stored = (await t.call<ReportList>('GET', list(u.email), { token: u.token })).body
      .data[0];
    expect(stored).toMatchObject({
      userFilledDetails: {
        details: { role: 'Analyst' },
        organizationDetails: { employees: '11-50' },
      },
      selectedLevels: { '2': 4 },
    });
    expect(stored?.updatedAt).not.toBe(stored?.createdAt);
  });

  it('answers 404 to update or delete an unknown draft or a completed report', async () => {
    const { t, u } = await setup();
    const unknown = await t.call('PUT', UPDATE, {
      token: u.token,
      body: { draftId: 'nope', draftData: {} },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Draft not found');
    expect((await t.call('DELETE', del('nope'), { token: u.token })).status).toBe(404);
    const sent = await t.call('POST', SUBMIT, { token: u.token, body: submitBody(u.email) });
    const reportId = (sent.body.data as { reportId: string }).reportId;
    expect(
      (await t.call('PUT', UPDATE, { token: u.token, body: { draftId: reportId, draftData: {} } }))
        .status,
    ).toBe(404);
    expect((await t.call('DELETE', del(reportId), { token: u.token })).status).toBe(404);
  });

  it('deletes a draft', async () => {
    const { t, u } = await setup();
    const saved = await t.call('POST', SAVE, { token: u.token, body: { draftData: {} } });
    const draftId = (saved.body.data as { draftId: string }).draftId;
    const res = await t.call('DELETE', del(draftId), { token: u.token });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');
    const after = await t.call<ReportList>('GET', list(u.email), { token: u.token });
    expect(after.body.data).toEqual([]);
    expect((await t.call('DELETE', del(draftId), { token: u.token })).status).toBe(404);
  });

  it('needs a token for every draft call', async () => {
    const { t } = await setup();
    expect((await t.call('POST', SAVE, { body: { draftData: {} } })).status).toBe(401);
    expect((await t.call('PUT', UPDATE, { body: { draftId: 'x', draftData: {} } })).status).toBe(
      401,
    );
    expect((await t.call('DELETE', del('x'))).status).toBe(401);
    expect((await t.call('POST', SUBMIT, { body: submitBody('a@b.co') })).status).toBe(401);
  });
});

describe.each(storeFactories)('submitting a report ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    return { t, u: await t.signUpAndLogin(2) };
  };

  it('stores the recomputed score, not the client numbers', async () => {
    const { t, u } = await setup();
    const body = submitBody(u.email);
    const forged = {
      ...body,
      scoreDetails: { finalScore: 999, careerLevel: 24 },
      userFilledDetails: {
        ...body.userFilledDetails,
        organizationDetails: {
          ...body.userFilledDetails.organizationDetails,
          scoreMultiplier: 5.62,
        },
        roleAndResponsibilities: {
          ...body.userFilledDetails.roleAndResponsibilities,
          responsibilitiesScore: 412,
        },
      },
    };
    const res = await t.call('POST', SUBMIT, { token: u.token, body: forged });
    expect(res.status).toBe(201);
    const reportId = (res.body.data as { reportId: string }).reportId;
    const stored = (await t.call<ReportList>('GET', list(u.email), { token: u.token })).body
      .data[0];
    expect(stored?._id).toBe(reportId);
    expect(stored?.status).toBe('completed');
    expect(stored).not.toHaveProperty('draftId');
    expect(stored?.scoreDetails).toMatchObject({
      industryCategory: 'technology',
      scoreMultiplier: 1.03,
      rolesResponsibilityScore: 117,
      rolesEffectivenessScore: 51,
      rolesImpact: 85,
      careerLevel: 18,
      category: 'low',
    });
    expect((stored?.scoreDetails as { finalScore: number } | undefined)?.finalScore).toBeCloseTo(
      260.59,
      6,
    );
  });

  it('accepts the older key roleImpact', async () => {
    const { t, u } = await setup();
    const { rolesImpact, ...rest } = workedExample();
    const res = await t.call('POST', SUBMIT, {
      token: u.token,
      body: { ...submitBody(u.email), userFilledDetails: { ...rest, roleImpact: rolesImpact } },
    });
    expect(res.status).toBe(201);
    const stored = (await t.call<ReportList>('GET', list(u.email), { token: u.token })).body
      .data[0];
    expect((stored?.scoreDetails as { rolesImpact: number } | undefined)?.rolesImpact).toBe(85);
  });

  it('answers 400 naming the missing answer', async () => {
    const { t, u } = await setup();
    const details = workedExample();
    const { problemsSolving: _, ...effectiveness } = details.roleEffectiveness;
    const res = await t.call('POST', SUBMIT, {
      token: u.token,
      body: {
        ...submitBody(u.email),
        userFilledDetails: { ...details, roleEffectiveness: effectiveness },
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object)).toEqual(['roleEffectiveness.problemsSolving']);
    const noIndustry = await t.call('POST', SUBMIT, {
      token: u.token,
      body: { ...submitBody(u.email), userFilledDetails: { ...details, details: { role: 'x' } } },
    });
    expect(noIndustry.status).toBe(400);
    expect(noIndustry.body.errors).toHaveProperty(['details.industryCategory']);
  });

  it('answers 403 for another e-mail', async () => {
    const { t, u } = await setup();
    const res = await t.call('POST', SUBMIT, {
      token: u.token,
      body: submitBody('someone@else.com'),
    });
    expect(res.status).toBe(403);
    const upper = await t.call('POST', SUBMIT, {
      token: u.token,
      body: submitBody(u.email.toUpperCase()),
    });
    expect(upper.status).toBe(201);
  });

  it('turns the draft into the report, idempotently by draftId', async () => {
    const { t, u } = await setup();
    const saved = await t.call('POST', SAVE, {
      token: u.token,
      body: { draftData: { details: { role: 'x' } } },
    });
    const draftId = (saved.body.data as { draftId: string }).draftId;
    const first = await t.call('POST', SUBMIT, {
      token: u.token,
      body: submitBody(u.email, draftId),
    });
    expect(first.status).toBe(201);
    const reportId = (first.body.data as { reportId: string }).reportId;
    const second = await t.call('POST', SUBMIT, {
      token: u.token,
      body: submitBody(u.email, draftId),
    });
    expect(second.status).toBe(201);
    expect((second.body.data as { reportId: string }).reportId).toBe(reportId);
    const all = await t.call<ReportList>('GET', list(u.email), { token: u.token });
    expect(all.body.data).toHaveLength(1);
    expect(all.body.data[0]).toMatchObject({ _id: reportId, status: 'completed' });
  });

  it('answers 404 for an unknown draftId', async () => {
    const { t, u } = await setup();
    const res = await t.call('POST', SUBMIT, {
      token: u.token,
      body: submitBody(u.email, 'no-such-draft'),
    });
    expect(res.status).toBe(404);
  });
});

describe.each(storeFactories)('fetchUserReports ($name store)', ({ create }) => {
  const setup = async (count: number) => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(3);
    for (let i = 0; i < count; i++) {
      t.clock.advance(60_000);
      await t.call('POST', SAVE, {
        token: u.token,
        body: { draftData: { details: { role: `R${i}` } } },
      });
    }
    return { t, u };
  };

  it('pages newest first with the defaults 1 and 10', async () => {
    const { t, u } = await setup(12);
    const res = await t.call<ReportList>('GET', list(u.email), { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      totalReports: 12,
      totalPages: 2,
      currentPage: 1,
      limit: 10,
    });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]?.userFilledDetails).toEqual({ details: { role: 'R11' } });
    const dates = res.body.data.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await t.call<ReportList>('GET', list(u.email, '?page=2&limit=10'), {
      token: u.token,
    });
    expect(page2.body.data).toHaveLength(2);
    expect(page2.body.data[1]?.userFilledDetails).toEqual({ details: { role: 'R0' } });
  });

  it('returns data [] for a page past the end', async () => {
    const { t, u } = await setup(3);
    const res = await t.call<ReportList>('GET', list(u.email, '?page=5&limit=2'), {
      token: u.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination).toEqual({
      totalReports: 3,
      totalPages: 2,
      currentPage: 5,
      limit: 2,
    });
  });

  it('caps a page of whole reports at 10, of summaries at 100, and refuses 0 and non-numbers', async () => {
    const { t, u } = await setup(12);
    for (const q of ['?limit=10', '?limit=11', '?limit=100', '?limit=100000']) {
      const res = await t.call<ReportList>('GET', list(u.email, q), { token: u.token });
      expect(res.status, q).toBe(200);
      expect(res.body.pagination, q).toMatchObject({ limit: 10, totalPages: 2 });
      expect(res.body.data, q).toHaveLength(10);
    }
    const summaries = `/v1/user/fetchUserReportSummaries/${encodeURIComponent(u.email)}`;
    for (const q of ['?limit=100', '?limit=101', '?limit=100000']) {
      const res = await t.call<ReportList>('GET', `${summaries}${q}`, { token: u.token });
      expect(res.status, q).toBe(200);
      expect(res.body.pagination, q).toMatchObject({ limit: 100, totalPages: 1 });
      expect(res.body.data, q).toHaveLength(12);
    }
    for (const q of ['?limit=0', '?page=0', '?page=abc', '?limit=2.5']) {
      const res = await t.call('GET', list(u.email, q), { token: u.token });
      expect(res.status, q).toBe(400);
      expect(res.body.errors, q).toBeDefined();
    }
  });

  it('answers an empty list for a user without reports', async () => {
    const { t, u } = await setup(0);
    const res = await t.call<ReportList>('GET', list(u.email), { token: u.token });
    expect(res.body).toEqual({
      data: [],
      pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 10 },
    });
  });

  it('answers 403 for another e-mail, but lets an admin read anyone', async () => {
    const { t, u } = await setup(2);
    const other = await t.signUpAndLogin(4);
    const res = await t.call('GET', list(u.email), { token: other.token });
    expect(res.status).toBe(403);
    const admin = await t.adminToken();
    const asAdmin = await t.call<ReportList>('GET', list(u.email.toUpperCase()), { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.pagination.totalReports).toBe(2);
  });
});

import type { CompetencyLevelItem } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { submitBody, workedExample } from './answers';
import { baseline, careerReport, goal } from './careerFixture';
import { makeTestApp } from './harness';
import { SAVE, SUBMIT, UPDATE } from './paths';
import { storeFactories } from './stores';

const LEVELS = '/v1/user/calculateCompetencyLevel';
const list = (email: string) => `/v1/user/fetchUserReports/${encodeURIComponent(email)}`;

type Row = Record<string, unknown> & { _id: string; reportType: string; status: string };
type ReportList = { data: Row[] };
type Errors = { message: string; errors: Record<string, string> };

const careerBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  reportType: 'career',
  report: careerReport(),
  userFilledDetails: { details: { role: 'Developer' } },
  draftId: '',
  ...extra,
});

describe.each(storeFactories)('career reports ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    return { t, u: await t.signUpAndLogin(1) };
  };
  type T = Awaited<ReturnType<typeof setup>>['t'];
  type U = { email: string; token: string };
  const rows = async (t: T, u: U) =>
    (await t.call<ReportList>('GET', list(u.email), { token: u.token })).body.data;
  /** The catalog's items, read through the public endpoint (not the code under test). */
  const catalogItems = async (t: T, u: U, ids: string[]) =>
    (
      await t.call<{ data: CompetencyLevelItem[] }>('POST', LEVELS, {
        token: u.token,
        body: { industryCategory: 'technology', competencyName: ids },
      })
    ).body.data;
  const abilitiesOf = (item: CompetencyLevelItem | undefined, levels: number[]) =>
    (item?.levelOptions ?? []).filter((o) => levels.includes(o.level)).flatMap((o) => o.abilities);

  it('submits a career report without the five steps and serves its reportType', async () => {
    const { t, u } = await setup();
    const res = await t.call('POST', SUBMIT, { token: u.token, body: careerBody(u.email) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Report submitted successfully');
    const [row] = await rows(t, u);
    expect(row).toMatchObject({
      status: 'completed',
      reportType: 'career',
      report: careerReport(),
    });
    expect(row).not.toHaveProperty('scoreDetails');
  });

  it('replaces inconsistent client items, targets, gaps and readiness by the computed ones', async () => {
    const { t, u } = await setup();
    const forged = {
      ...careerReport(),
      targetLevels: { programming: 1, 'incident-management': 1 },
      items: [
        { _id: 'incident-management', title: 'Forged', levelOptions: [] },
        { _id: 'programming', title: 'Forged too', levelOptions: [] },
      ],
      gaps: [{ _id: 'programming', title: 'Forged', current: 5, target: 1, gap: 0 }],
      readiness: { readinessPercent: 100, competenciesMet: 2, competenciesTotal: 2 },
    };
    const body = careerBody(u.email, { report: forged });
    expect((await t.call('POST', SUBMIT, { token: u.token, body })).status).toBe(201);
    const [row] = await rows(t, u);
    const [incident, programming] = await catalogItems(t, u, [
      'incident-management',
      'programming',
    ]);
    // Target 22 is medium: level 3 (Incident Management defines 1, 3 and 5: 3 too).
    // Reached min(1,3) + min(2,3) = 3 of 3 + 3 = 6 → 50 %.
    expect(row?.report).toEqual({
      goal,
      baseline,
      currentLevels: { programming: 2, 'incident-management': 1 },
      targetLevels: { 'incident-management': 3, programming: 3 },
      items: [
        { ...incident, step: 1 },
        { ...programming, step: 2 },
      ],
      gaps: [
        {
          _id: 'incident-management',
          title: 'Incident Management',
          current: 1,
          target: 3,
          gap: 2,
          recommendations: abilitiesOf(incident, [2, 3]),
        },
        {
          _id: 'programming',
          title: 'Programming',
          current: 2,
          target: 3,
          gap: 1,
          recommendations: abilitiesOf(programming, [3]),
        },
      ],
      readiness: {
        readinessPercent: 50,
        competenciesMet: 0,
        competenciesTotal: 2,
        largestGaps: ['Incident Management', 'Programming'],
      },
    });
  });

  it("recomputes a quick-check baseline from its answers (the worked example's: 18, low)", async () => {
    const { t, u } = await setup();
    const quickCheck = {
      industryCategory: 'technology',
      jobFamily: 'software-engineering',
      functions: ['backend-development'],
      answers: workedExample().roleAndResponsibilities,
    };
    const claimed = { ...baseline, source: 'quick-check', careerLevel: 24, category: 'high' };
    const report = { ...careerReport(), baseline: claimed, quickCheck };
    const res = await t.call('POST', SUBMIT, {
      token: u.token,
      body: careerBody(u.email, { report }),
    });
    expect(res.status).toBe(201);
    const [row] = await rows(t, u);
    expect(row?.report).toMatchObject({
      baseline: { source: 'quick-check', careerLevel: 18, category: 'low' },
      quickCheck,
    });
  });

  it('computes scoreDetails for a career report when the five steps are complete', async () => {
    const { t, u } = await setup();
    const body = careerBody(u.email, { userFilledDetails: workedExample() });
    expect((await t.call('POST', SUBMIT, { token: u.token, body })).status).toBe(201);
    const [row] = await rows(t, u);
    expect(row?.scoreDetails).toMatchObject({ careerLevel: 18, category: 'low' });
  });

  it('keeps competency as the default and still requires the five steps for it', async () => {
    const { t, u } = await setup();
    expect(
      (await t.call('POST', SUBMIT, { token: u.token, body: submitBody(u.email) })).status,
    ).toBe(201);
    const [row] = await rows(t, u);
    expect(row?.reportType).toBe('competency');
    expect(row?.report).toEqual(submitBody(u.email).report);
    const partial = await t.call('POST', SUBMIT, {
      token: u.token,
      body: { ...careerBody(u.email), reportType: 'competency' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('The evaluation is incomplete');
  });

  it('saves and updates a career draft with computed parts, then submits it in place', async () => {
    const { t, u } = await setup();
    // Without a complete goal the client's computed parts are dropped.
    const saved = await t.call('POST', SAVE, {
      token: u.token,
      body: {
        draftData: { reportType: 'career', report: { goal: { targetRole: 'Lead' }, gaps: [1] } },
      },
    });
    expect(saved.status).toBe(201);
    const draftId = (saved.body.data as { draftId: string }).draftId;
    expect((await rows(t, u))[0]?.report).toEqual({ goal: { targetRole: 'Lead' } });
    const updated = await t.call('PUT', UPDATE, {
      token: u.token,
      body: { draftId, draftData: { report: { ...careerReport(), gaps: [], readiness: {} } } },
    });
    expect(updated.status).toBe(200);
    const [draft] = await rows(t, u);
    expect(draft).toMatchObject({ _id: draftId, status: 'draft', reportType: 'career' });
    expect(draft?.report).toMatchObject({
      ...careerReport(),
      readiness: { readinessPercent: 50, competenciesTotal: 2 },
    });
    const bad = await t.call<Errors>('PUT', UPDATE, {
      token: u.token,
      body: { draftId, draftData: { report: { ...careerReport(), currentLevels: { x: 9 } } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The career progression report has levels out of range');
    // A draft keeps every rating (the evaluation restores them); gaps only for known ones.
    const stale = { ...careerReport(), currentLevels: { 'retired-skill': 2, programming: 3 } };
    const kept = await t.call('PUT', UPDATE, {
      token: u.token,
      body: { draftId, draftData: { report: stale } },
    });
    expect(kept.status).toBe(200);
    expect((await rows(t, u))[0]?.report).toMatchObject({
      currentLevels: { 'retired-skill': 2, programming: 3 },
      gaps: [expect.objectContaining({ _id: 'programming', current: 3, gap: 0 })],
    });
    const sent = await t.call('POST', SUBMIT, {
      token: u.token,
      body: careerBody(u.email, { draftId }),
    });
    expect(sent.status).toBe(201);
    expect((sent.body.data as { reportId: string }).reportId).toBe(draftId);
    expect((await rows(t, u))[0]).toMatchObject({ status: 'completed', reportType: 'career' });
  });

  it('shows the type to the admin too', async () => {
    const { t, u } = await setup();
    await t.call('POST', SUBMIT, { token: u.token, body: careerBody(u.email) });
    const admin = await t.adminToken();
    const res = await t.call<ReportList>('GET', '/v1/admin/reports', { token: admin });
    expect(res.body.data.map((r) => r.reportType)).toEqual(['career']);
  });
});

import { describe, expect, it } from 'vitest';
import { submitBody, workedExample } from './answers';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

const SAVE = '/v1/survey/save-draft';
const UPDATE = '/v1/survey/update-draft';
const SUBMIT = '/v1/survey/send-report-to-admin';
const list = (email: string) => `/v1/user/fetchUserReports/${encodeURIComponent(email)}`;

type Row = Record<string, unknown> & { _id: string; reportType: string; status: string };
type ReportList = { data: Row[] };

const goal = {
  targetRole: 'Engineering Manager',
  targetCareerLevel: 22,
  targetCategory: 'medium',
  timeFrame: '1-year',
  motivation: 'Lead a team',
};
const careerReport = () => ({
  goal,
  currentLevels: { c1: 2, c2: 3 },
  targetLevels: { c1: 3, c2: 3 },
  gaps: [{ _id: 'c1', title: 'Planning', current: 2, target: 3, gap: 1, recommendations: [] }],
});
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
  const rows = async (
    t: Awaited<ReturnType<typeof setup>>['t'],
    u: { email: string; token: string },
  ) => (await t.call<ReportList>('GET', list(u.email), { token: u.token })).body.data;

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

  it('computes scoreDetails for a career report when the five steps are complete', async () => {
    const { t, u } = await setup();
    const body = careerBody(u.email, { userFilledDetails: workedExample() });
    expect((await t.call('POST', SUBMIT, { token: u.token, body })).status).toBe(201);
    const [row] = await rows(t, u);
    expect(row?.scoreDetails).toMatchObject({ careerLevel: 18, category: 'low' });
  });

  it('refuses a career report without a valid goal or levels (400, field errors)', async () => {
    const { t, u } = await setup();
    const noGoal = await t.call('POST', SUBMIT, {
      token: u.token,
      body: careerBody(u.email, { report: { currentLevels: {}, targetLevels: {} } }),
    });
    expect(noGoal.status).toBe(400);
    expect(noGoal.body.message).toBe('The career progression report is incomplete');
    expect(Object.keys(noGoal.body.errors as object)).toContain('report.goal');
    const badLevel = await t.call('POST', SUBMIT, {
      token: u.token,
      body: careerBody(u.email, {
        report: { ...careerReport(), currentLevels: { c1: 7 } },
      }),
    });
    expect(badLevel.status).toBe(400);
    expect(Object.keys(badLevel.body.errors as object)).toContain('report.currentLevels.c1');
    expect(await rows(t, u)).toHaveLength(0);
  });

  it('keeps competency as the default and still requires the five steps for it', async () => {
    const { t, u } = await setup();
    expect(
      (await t.call('POST', SUBMIT, { token: u.token, body: submitBody(u.email) })).status,
    ).toBe(201);
    const [row] = await rows(t, u);
    expect(row?.reportType).toBe('competency');
    const partial = await t.call('POST', SUBMIT, {
      token: u.token,
      body: { ...careerBody(u.email), reportType: 'competency' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('The evaluation is incomplete');
  });

  it('saves and updates a career draft, keeping its type, then submits it in place', async () => {
    const { t, u } = await setup();
    const saved = await t.call('POST', SAVE, {
      token: u.token,
      body: { draftData: { reportType: 'career', report: { goal } } },
    });
    expect(saved.status).toBe(201);
    const draftId = (saved.body.data as { draftId: string }).draftId;
    const updated = await t.call('PUT', UPDATE, {
      token: u.token,
      body: { draftId, draftData: { report: careerReport() } },
    });
    expect(updated.status).toBe(200);
    expect((await rows(t, u))[0]).toMatchObject({
      _id: draftId,
      status: 'draft',
      reportType: 'career',
      report: careerReport(),
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

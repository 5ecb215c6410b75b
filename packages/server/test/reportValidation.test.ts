import { reportListResponseSchema } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import type { StoredUserFilledDetails } from '../src/store/types';
import { submitBody, workedExample } from './answers';
import { careerReport } from './careerFixture';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

const SAVE = '/v1/survey/save-draft';
const UPDATE = '/v1/survey/update-draft';
const SUBMIT = '/v1/survey/send-report-to-admin';
const list = (email: string) => `/v1/user/fetchUserReports/${encodeURIComponent(email)}`;

type Errors = { message: string; errors: Record<string, string> };

/**
 * Drafts and submissions of both kinds are checked against core's report schemas: a refused
 * body answers 400 naming the path of its first problem, in `message` and in `errors`.
 */
describe.each(storeFactories)('report bodies against the contract ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(1);
    const call = (method: 'POST' | 'PUT', path: string, body: unknown) =>
      t.call<Errors>(method, path, { token: u.token, body });
    const draftId = async (draftData: unknown) => {
      const res = await call('POST', SAVE, { draftData });
      expect(res.status).toBe(201);
      return (res.body as unknown as { data: { draftId: string } }).data.draftId;
    };
    return { t, u, call, draftId };
  };
  const refused = (res: { status: number; body: Errors }, field: string, message: string) => {
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${field}: ${message}`);
    expect(res.body.errors[field]).toBe(message);
  };
  const LEVELS = 'Levels are whole numbers from 1 to 5';

  it('save-draft: a mistyped competency part or level, and a career body of the wrong shape', async () => {
    const { call } = await setup();
    refused(
      await call('POST', SAVE, { draftData: { selectedLevels: { '3': 6 } } }),
      'draftData.selectedLevels.3',
      LEVELS,
    );
    refused(
      await call('POST', SAVE, {
        draftData: { userFilledDetails: { roleAndResponsibilities: { decisionMaking: 4 } } },
      }),
      'draftData.userFilledDetails.roleAndResponsibilities.decisionMaking',
      'draftData.userFilledDetails.roleAndResponsibilities.decisionMaking must be a string',
    );
    refused(
      await call('POST', SAVE, {
        draftData: { reportType: 'career', report: { goal: { targetCareerLevel: 'high' } } },
      }),
      'draftData.report.goal.targetCareerLevel',
      'draftData.report.goal.targetCareerLevel must be a number',
    );
    refused(
      await call('POST', SAVE, { draftData: { reportType: 'career', report: [] } }),
      'report',
      'The report body does not fit the report type',
    );
  });

  it('update-draft: the same checks, the body of the stored draft’s kind', async () => {
    const { call, draftId } = await setup();
    const competency = await draftId({ details: { role: 'Analyst' } });
    refused(
      await call('PUT', UPDATE, { draftId: competency, draftData: { report: [{ step: 'one' }] } }),
      'draftData.report.0.step',
      'draftData.report.0.step must be a number',
    );
    refused(
      await call('PUT', UPDATE, { draftId: competency, draftData: { report: careerReport() } }),
      'report',
      'The report body does not fit the report type',
    );
    const career = await draftId({ reportType: 'career', report: null });
    refused(
      await call('PUT', UPDATE, {
        draftId: career,
        draftData: { report: { ...careerReport(), baseline: { careerLevel: '18' } } },
      }),
      'draftData.report.baseline.careerLevel',
      'draftData.report.baseline.careerLevel must be a number',
    );
    const partial = { report: { goal: { targetRole: 'Lead' }, currentLevels: { programming: 2 } } };
    expect((await call('PUT', UPDATE, { draftId: career, draftData: partial })).status).toBe(200);
  });

  it('send-report-to-admin: a mistyped level or answer of either kind', async () => {
    const { u, call } = await setup();
    refused(
      await call('POST', SUBMIT, { ...submitBody(u.email), selectedLevels: { '1': 2.5 } }),
      'selectedLevels.1',
      LEVELS,
    );
    const { rolesImpact, ...rest } = workedExample();
    refused(
      await call('POST', SUBMIT, {
        ...submitBody(u.email),
        userFilledDetails: { ...rest, rolesImpact: { ...rolesImpact, impactOnCustomers: ['x'] } },
      }),
      'userFilledDetails.rolesImpact.impactOnCustomers',
      'userFilledDetails.rolesImpact.impactOnCustomers must be a string',
    );
    const career = { email: u.email, reportType: 'career', userFilledDetails: {}, draftId: '' };
    refused(
      await call('POST', SUBMIT, { ...career, report: { ...careerReport(), currentLevels: [2] } }),
      'report.currentLevels',
      'report.currentLevels must be a record',
    );
    // whole submissions of both kinds are still accepted
    expect((await call('POST', SUBMIT, submitBody(u.email))).status).toBe(201);
    expect((await call('POST', SUBMIT, { ...career, report: careerReport() })).status).toBe(201);
  });

  it('reads reports stored before: without reportType, with roleImpact, and updates them', async () => {
    const { t, u, call } = await setup();
    const { rolesImpact, ...rest } = workedExample();
    const older: StoredUserFilledDetails = { ...rest, roleImpact: rolesImpact };
    await t.store.createDraft({
      id: 'older-draft',
      ownerId: u.id,
      email: u.email,
      report: null,
      selectedLevels: { '1': 3 },
      userFilledDetails: older,
      now: t.clock.now(),
    });
    const read = async () =>
      reportListResponseSchema.parse((await t.call('GET', list(u.email), { token: u.token })).body)
        .data;
    const [draft] = await read();
    expect(draft).toMatchObject({ reportType: 'competency', status: 'draft' });
    expect(draft?.userFilledDetails.rolesImpact).toEqual(rolesImpact);
    expect(draft?.userFilledDetails).not.toHaveProperty('roleImpact');
    const update = { details: { ...rest.details, role: 'Lead' } };
    const res = await call('PUT', UPDATE, { draftId: 'older-draft', draftData: update });
    expect(res.status).toBe(200);
    const sent = await call('POST', SUBMIT, {
      ...submitBody(u.email, 'older-draft'),
      userFilledDetails: { ...rest, roleImpact: rolesImpact },
    });
    expect(sent.status).toBe(201);
    const [report] = await read();
    expect(report).toMatchObject({ status: 'completed', reportType: 'competency' });
    expect(report?.userFilledDetails.rolesImpact).toEqual(rolesImpact);
    expect(report?.scoreDetails?.careerLevel).toBe(18);
  });
});

import { sixthStepAnswers } from '@rolescope/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { submitBody, workedExample } from './answers';
import { careerReport } from './careerFixture';
import { makeTestApp } from './harness';
import { SAVE, SUBMIT, UPDATE } from './paths';
import { storeFactories } from './stores';

// A sixth step added to core's steps table, as a deployment would add its row: the fixture
// replaces the table's two modules themselves (their rows plus `sixthStep`), so the contract
// and the server read six parts with no other change.
vi.mock('../../core/src/steps/evaluationParts', async (importOriginal) => {
  const actual = await importOriginal<{ evaluationParts: readonly object[] }>();
  const { sixthStep } = await import('@rolescope/core/testing');
  return { ...actual, evaluationParts: [...actual.evaluationParts, sixthStep] };
});
vi.mock('../../core/src/steps/evaluationSteps', async (importOriginal) => {
  const actual = await importOriginal<{ evaluationSteps: readonly object[] }>();
  const { sixthStep } = await import('@rolescope/core/testing');
  return { ...actual, evaluationSteps: [...actual.evaluationSteps, sixthStep] };
});

const list = (email: string) => `/v1/user/fetchUserReports/${encodeURIComponent(email)}`;
type Row = Record<string, unknown> & { _id: string; userFilledDetails: Record<string, unknown> };

const [memory] = storeFactories;

describe('a sixth step in the steps table (fixture), on the server', () => {
  const setup = async () => {
    const t = await makeTestApp({ store: await (memory?.create() ?? Promise.reject()) });
    return { t, u: await t.signUpAndLogin(1) };
  };

  it('validates, stores and merges the sixth part of a draft, and resumes on step 6', async () => {
    const { t, u } = await setup();
    const saved = await t.call('POST', SAVE, {
      token: u.token,
      body: { draftData: { userFilledDetails: { ...workedExample(), step: 6 } } },
    });
    expect(saved.status).toBe(201);
    const draftId = (saved.body.data as { draftId: string }).draftId;
    const wrong = await t.call('PUT', UPDATE, {
      token: u.token,
      body: { draftId, draftData: { roleGrowth: { learningAgility: 3 } } },
    });
    expect(wrong.status).toBe(400);
    const updated = await t.call('PUT', UPDATE, {
      token: u.token,
      body: { draftId, draftData: { roleGrowth: sixthStepAnswers() } },
    });
    expect(updated.status).toBe(200);
    const rows = (await t.call<{ data: Row[] }>('GET', list(u.email), { token: u.token })).body
      .data;
    expect(rows[0]?.userFilledDetails).toEqual({
      ...workedExample(),
      roleGrowth: sixthStepAnswers(),
      step: 6,
    });
  });

  it("asks a career report's score for every part, the sixth included", async () => {
    const { t, u } = await setup();
    const career = (userFilledDetails: Record<string, unknown>) => ({
      email: u.email,
      reportType: 'career',
      report: careerReport(),
      userFilledDetails,
      draftId: '',
    });
    const fiveParts = await t.call('POST', SUBMIT, {
      token: u.token,
      body: career(workedExample()),
    });
    expect(fiveParts.status).toBe(201);
    const sixParts = await t.call('POST', SUBMIT, {
      token: u.token,
      body: career({ ...workedExample(), roleGrowth: sixthStepAnswers() }),
    });
    expect(sixParts.status).toBe(201);
    const rows = (await t.call<{ data: Row[] }>('GET', list(u.email), { token: u.token })).body
      .data;
    const byId = (id: unknown) => rows.find((r) => r._id === (id as { reportId: string }).reportId);
    expect(byId(fiveParts.body.data)).not.toHaveProperty('scoreDetails');
    expect(byId(sixParts.body.data)?.scoreDetails).toMatchObject({ careerLevel: 18 });
  });

  it('submits a competency report with the sixth part and keeps it', async () => {
    const { t, u } = await setup();
    const body = submitBody(u.email);
    const res = await t.call('POST', SUBMIT, {
      token: u.token,
      body: {
        ...body,
        userFilledDetails: { ...body.userFilledDetails, roleGrowth: sixthStepAnswers() },
      },
    });
    expect(res.status).toBe(201);
    const rows = (await t.call<{ data: Row[] }>('GET', list(u.email), { token: u.token })).body
      .data;
    expect(rows[0]?.userFilledDetails).toMatchObject({ roleGrowth: sixthStepAnswers() });
    expect(rows[0]?.scoreDetails).toMatchObject({ careerLevel: 18, category: 'low' });
  });
});

import { describe, expect, it } from 'vitest';
import { careerReport, goal } from './careerFixture';
import { makeTestApp } from './harness';
import { SUBMIT } from './paths';
import { storeFactories } from './stores';

const list = (email: string) => `/v1/user/fetchUserReports/${encodeURIComponent(email)}`;

type Errors = { message: string; errors: Record<string, string> };

/** What the server refuses in a career report (400, with field errors); nothing is stored. */
describe.each(storeFactories)('career report validation ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(1);
    const send = (report: unknown) =>
      t.call<Errors>('POST', SUBMIT, {
        token: u.token,
        body: { email: u.email, reportType: 'career', report, userFilledDetails: {}, draftId: '' },
      });
    const rows = async () =>
      (await t.call<{ data: unknown[] }>('GET', list(u.email), { token: u.token })).body.data;
    return { send, rows };
  };

  it('refuses a career report without a valid goal, or with an unrated or unknown competency', async () => {
    const { send, rows } = await setup();
    const noGoal = await send({ currentLevels: {}, targetLevels: {} });
    expect(noGoal.status).toBe(400);
    expect(noGoal.body.message).toBe('The career progression report is incomplete');
    expect(Object.keys(noGoal.body.errors)).toContain('report.goal');
    const unrated = await send({
      ...careerReport(),
      items: [{ _id: 'programming' }, { _id: 'software-design' }],
    });
    expect(unrated.status).toBe(400);
    expect(unrated.body.errors).toEqual({
      'report.currentLevels.software-design': 'Rate your current level in this competency',
    });
    const none = await send({ ...careerReport(), currentLevels: {} });
    expect(none.body.errors).toEqual({
      'report.currentLevels': 'Rate your current level in this competency',
    });
    const unknown = await send({ ...careerReport(), currentLevels: { 'no-such-thing': 2 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown competency: "no-such-thing"');
    expect(Object.keys(unknown.body.errors)).toEqual(['report.items']);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses levels out of range with a clear message (400)', async () => {
    const { send, rows } = await setup();
    const proficiency = await send({
      ...careerReport(),
      currentLevels: { programming: 7, 'incident-management': 0 },
      targetLevels: { programming: 2.5 },
    });
    expect(proficiency.status).toBe(400);
    expect(proficiency.body).toEqual({
      message: 'The career progression report has levels out of range',
      errors: {
        'report.currentLevels.programming': 'Proficiency levels are whole numbers from 1 to 5',
        'report.currentLevels.incident-management':
          'Proficiency levels are whole numbers from 1 to 5',
        'report.targetLevels.programming': 'Proficiency levels are whole numbers from 1 to 5',
      },
    });
    const level19 = await send({ ...careerReport(), goal: { ...goal, targetCareerLevel: 19 } });
    expect(level19.body.errors).toEqual({
      'report.goal.targetCareerLevel': 'The target career level must be one of 17, 18, 20, 22, 24',
    });
    const mismatch = await send({ ...careerReport(), goal: { ...goal, targetCategory: 'high' } });
    expect(mismatch.body.errors).toEqual({ 'report.goal.targetCategory': 'Level 22 is medium' });
    const below = await send({
      ...careerReport(),
      goal: { ...goal, targetCareerLevel: 17, targetCategory: 'low' },
    });
    expect(below.body.errors).toEqual({
      'report.goal.targetCareerLevel': 'The target career level must be above the current one',
    });
    // the form's rule: a target at the current level (18) is no step up either
    const same = await send({
      ...careerReport(),
      goal: { ...goal, targetCareerLevel: 18, targetCategory: 'low' },
    });
    expect(same.body.errors).toEqual({
      'report.goal.targetCareerLevel': 'The target career level must be above the current one',
    });
    expect(await rows()).toHaveLength(0);
  });
});

import { MAX_LONG_TEXT_LENGTH, MAX_TEXT_LENGTH } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { DRAFT_BODY_LIMIT_BYTES } from '../src/http/bodyLimits';
import { MAX_DRAFTS_PER_USER } from '../src/services/reports';
import { submitBody } from './answers';
import { careerReport } from './careerFixture';
import { makeTestApp, signUpData } from './harness';
import { storeFactories } from './stores';

/** What an attacker stuffs into one field: 100,000 characters. */
const HUGE = 'x'.repeat(100_000);

type Message = { message?: string; errors?: Record<string, string> };

/** A refusal the caller can read: the status and a sentence (never the stuffed value). */
const expectRefused = (res: { status: number; body: Message }, status = 400) => {
  expect(res.status).toBe(status);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message?.length).toBeGreaterThan(10);
  expect(JSON.stringify(res.body)).not.toContain('xxxxxxxxxx');
};

/** `incident-management` (the fixture catalog) defines levels 1, 3 and 5 only. */
const GAPPED = { step: 1, _id: 'incident-management', title: 'Incident Management' };

describe.each(storeFactories)('quotas: attacks on size and levels ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(1);
    const save = (draftData: unknown) =>
      t.call<Message & { data: { draftId: string } }>('POST', '/v1/survey/save-draft', {
        token: u.token,
        body: { draftData },
      });
    const update = (draftId: string, draftData: unknown) =>
      t.call<Message>('PUT', '/v1/survey/update-draft', {
        token: u.token,
        body: { draftId, draftData },
      });
    return { t, u, save, update };
  };

  it('refuses a 100,000-character role, description or company in a draft, saved or updated', async () => {
    const { save, update } = await setup();
    const draft = await save({ details: { role: 'Engineer' } });
    expect(draft.status).toBe(201);
    for (const field of ['role', 'description', 'currentCompany', 'tier1-benifits']) {
      const details = { [field]: HUGE };
      const saved = await save({ details });
      expectRefused(saved);
      expect(saved.body.message).toContain(`details.${field}`);
      expectRefused(await update(draft.body.data.draftId, { details }));
      // nested in userFilledDetails, as the contract also allows
      expectRefused(await save({ userFilledDetails: { details } }));
    }
    // the largest values allowed pass
    const longest = {
      role: 'r'.repeat(MAX_TEXT_LENGTH),
      description: 'd'.repeat(MAX_LONG_TEXT_LENGTH),
    };
    expect((await save({ details: longest })).status).toBe(201);
  });

  it('refuses a 100,000-character answer, option id or career goal text', async () => {
    const { save } = await setup();
    expectRefused(await save({ organizationDetails: { employees: HUGE } }));
    expectRefused(await save({ roleAndResponsibilities: { activitiesPerformed: HUGE } }));
    expectRefused(await save({ reportType: 'career', report: { goal: { targetRole: HUGE } } }));
    expectRefused(await save({ reportType: 'career', report: { baseline: { role: HUGE } } }));
    expectRefused(await save({ report: [{ step: 1, title: HUGE }] }));
  });

  it('refuses a 100,000-character designation at sign-up', async () => {
    const { t } = await setup();
    for (const field of ['designation', 'functionDepartment', 'level']) {
      const res = await t.call<Message>('POST', '/v1/survey/initiate-registration', {
        body: signUpData(7, { [field]: HUGE }),
      });
      expectRefused(res);
      expect(res.body.errors?.[field]).toMatch(/at most/);
    }
  });

  it('refuses a 100,000-character organisation name', async () => {
    const { t } = await setup();
    const token = await t.adminToken();
    const res = await t.call<Message>('POST', '/v1/admin/organizations', {
      token,
      body: { name: HUGE, industryCategory: 'technology' },
    });
    expectRefused(res);
  });

  it('refuses levels 123, -1 and 1.5 in drafts, updates and submissions, with a message', async () => {
    const { t, u, save, update } = await setup();
    const draft = await save({});
    for (const level of [123, -1, 1.5, 0]) {
      const selectedLevels = { '1': level };
      const saved = await save({ selectedLevels });
      expectRefused(saved);
      expect(saved.body.message).toMatch(/whole numbers from 1 to 5/);
      expectRefused(await update(draft.body.data.draftId, { selectedLevels }));
      expectRefused(
        await t.call<Message>('POST', '/v1/survey/send-report-to-admin', {
          token: u.token,
          body: { ...submitBody(u.email), selectedLevels },
        }),
      );
      const career = await save({
        reportType: 'career',
        report: { currentLevels: { programming: level } },
      });
      expectRefused(career);
    }
  });

  it('refuses a level the competency does not define, in drafts too (the server knows the catalog)', async () => {
    const { t, u, save, update } = await setup();
    // a competency draft: step 1 is Incident Management (1, 3 and 5)
    const refused = await save({ report: [GAPPED], selectedLevels: { '1': 2 } });
    expectRefused(refused);
    expect(refused.body.message).toBe(
      'selectedLevels.1: Level 2 is not a level the competency "Incident Management" defines',
    );
    expect((await save({ report: [GAPPED], selectedLevels: { '1': 3 } })).status).toBe(201);
    // an update that changes only the levels is checked against the stored body
    const draft = await save({ report: [GAPPED], selectedLevels: { '1': 5 } });
    expectRefused(await update(draft.body.data.draftId, { selectedLevels: { '1': 4 } }));
    expect((await update(draft.body.data.draftId, { selectedLevels: { '1': 1 } })).status).toBe(
      200,
    );
    // a submission
    const submitted = await t.call<Message>('POST', '/v1/survey/send-report-to-admin', {
      token: u.token,
      body: { ...submitBody(u.email), report: [GAPPED], selectedLevels: { '1': 4 } },
    });
    expectRefused(submitted);
    expect(submitted.body.errors).toHaveProperty(['selectedLevels.1']);
    // a career draft and a career submission rating it 2
    const rated = {
      ...careerReport(),
      currentLevels: { programming: 2, 'incident-management': 2 },
    };
    const careerDraft = await save({ reportType: 'career', report: rated });
    expectRefused(careerDraft);
    expect(careerDraft.body.errors).toHaveProperty(['report.currentLevels.incident-management']);
    const careerSubmit = await t.call<Message>('POST', '/v1/survey/send-report-to-admin', {
      token: u.token,
      body: {
        email: u.email,
        reportType: 'career',
        report: rated,
        userFilledDetails: {},
        draftId: '',
      },
    });
    expectRefused(careerSubmit);
    expect(careerSubmit.body.errors).toHaveProperty(['report.currentLevels.incident-management']);
  });

  it('refuses a draft body over 512 KiB with 413, a message and Connection: close', async () => {
    const { save } = await setup();
    // every value and key count within its limit (lists of 50 texts of 200 characters, then
    // single texts): only the body's size is over (or under)
    const details = (bytes: number) => {
      const out: Record<string, string | string[]> = {};
      const list = Array.from({ length: 50 }, () => 'v'.repeat(MAX_TEXT_LENGTH));
      const size = () => JSON.stringify({ draftData: { details: out } }).length;
      for (let i = 0; size() + JSON.stringify(list).length + 20 < bytes; i++)
        out[`list${i}`] = list;
      for (let i = 0; size() < bytes; i++) {
        out[`tier${i}`] = 'v'.repeat(Math.min(MAX_TEXT_LENGTH, bytes - size()));
      }
      return out;
    };
    const over = await save({ details: details(DRAFT_BODY_LIMIT_BYTES + 1) });
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('A draft body is at most 512 KiB. Save less text in it.');
    expect(over.headers.get('connection')).toBe('close');
    const under = await save({ details: details(DRAFT_BODY_LIMIT_BYTES - 1024) });
    expect(under.status).toBe(201);
  });

  it(`caps a user's drafts at ${MAX_DRAFTS_PER_USER}: the next is refused with a message until one is deleted`, async () => {
    const { t, u, save } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < MAX_DRAFTS_PER_USER; i++) {
      const res = await save({ details: { role: `Role ${i}` } });
      expect(res.status).toBe(201);
      ids.push(res.body.data.draftId);
    }
    const refused = await save({ details: { role: 'One too many' } });
    expectRefused(refused, 409);
    expect(refused.body.message).toBe(
      `You have ${MAX_DRAFTS_PER_USER} drafts already. Delete one before you save another.`,
    );
    // another user is not affected
    const other = await t.signUpAndLogin(2);
    const theirs = await t.call('POST', '/v1/survey/save-draft', {
      token: other.token,
      body: { draftData: {} },
    });
    expect(theirs.status).toBe(201);
    // a deleted draft no longer counts
    const deleted = await t.call('DELETE', `/v1/survey/delete-draft/${ids[0]}`, { token: u.token });
    expect(deleted.status).toBe(200);
    expect((await save({})).status).toBe(201);
    expectRefused(await save({}), 409);
  });
});

import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

type ReportList = { data: Array<Record<string, unknown> & { _id: string; status: string }> };

describe.each(storeFactories)('isolation between users ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    const alice = await t.signUpAndLogin(1);
    const mallory = await t.signUpAndLogin(2);
    const saved = await t.call('POST', '/v1/survey/save-draft', {
      token: alice.token,
      body: { draftData: { details: { role: 'Alice role' } } },
    });
    const draftId = (saved.body.data as { draftId: string }).draftId;
    const sent = await t.call('POST', '/v1/survey/send-report-to-admin', {
      token: alice.token,
      body: submitBody(alice.email),
    });
    const reportId = (sent.body.data as { reportId: string }).reportId;
    const aliceData = async () =>
      (
        await t.call<ReportList>('GET', `/v1/user/fetchUserReports/${alice.email}`, {
          token: alice.token,
        })
      ).body.data;
    return { t, alice, mallory, draftId, reportId, before: await aliceData(), aliceData };
  };

  it('cannot read the other user’s reports (403), in any letter case', async () => {
    const { t, alice, mallory } = await setup();
    for (const email of [alice.email, alice.email.toUpperCase(), encodeURIComponent(alice.email)]) {
      const res = await t.call('GET', `/v1/user/fetchUserReports/${email}`, {
        token: mallory.token,
      });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Alice role');
    }
  });

  it('cannot change the other user’s draft or report (404)', async () => {
    const { t, mallory, draftId, reportId, before, aliceData } = await setup();
    for (const id of [draftId, reportId]) {
      const res = await t.call('PUT', '/v1/survey/update-draft', {
        token: mallory.token,
        body: { draftId: id, draftData: { details: { role: 'Hacked' } } },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Draft not found');
    }
    expect(await aliceData()).toEqual(before);
  });

  it('cannot delete the other user’s draft or report (404)', async () => {
    const { t, mallory, draftId, reportId, before, aliceData } = await setup();
    for (const id of [draftId, reportId]) {
      const res = await t.call('DELETE', `/v1/survey/delete-draft/${id}`, { token: mallory.token });
      expect(res.status).toBe(404);
    }
    expect(await aliceData()).toEqual(before);
  });

  it('cannot submit the other user’s draft, nor as the other user', async () => {
    const { t, alice, mallory, draftId, reportId, before, aliceData } = await setup();
    const asAlice = await t.call('POST', '/v1/survey/send-report-to-admin', {
      token: mallory.token,
      body: submitBody(alice.email),
    });
    expect(asAlice.status).toBe(403);
    for (const id of [draftId, reportId]) {
      const res = await t.call('POST', '/v1/survey/send-report-to-admin', {
        token: mallory.token,
        body: submitBody(mallory.email, id),
      });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(id);
    }
    expect(await aliceData()).toEqual(before);
    const own = await t.call<ReportList>('GET', `/v1/user/fetchUserReports/${mallory.email}`, {
      token: mallory.token,
    });
    expect(own.body.data).toEqual([]);
  });

  it('sees only its own drafts and reports in its list', async () => {
    const { t, mallory } = await setup();
    await t.call('POST', '/v1/survey/save-draft', {
      token: mallory.token,
      body: { draftData: { details: { role: 'Mallory role' } } },
    });
    const res = await t.call<ReportList>('GET', `/v1/user/fetchUserReports/${mallory.email}`, {
      token: mallory.token,
    });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]?.email).toBe(mallory.email);
  });
});

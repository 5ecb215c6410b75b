import type { ReportSummaryListResponse } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { makeTestApp } from './harness';
import { SAVE, SUBMIT } from './paths';
import { storeFactories } from './stores';

const summaries = (email: string) =>
  `/v1/user/fetchUserReportSummaries/${encodeURIComponent(email)}`;
const one = (id: string) => `/v1/user/fetchUserReport/${encodeURIComponent(id)}`;

describe.each(storeFactories)('a report submitted from a draft ($name)', ({ create }) => {
  it('is dated when it was submitted, not when its draft was begun', {
    timeout: 30_000,
  }, async () => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(1);
    const saved = await t.call<{ data: { draftId: string } }>('POST', SAVE, {
      token: u.token,
      body: { draftData: { details: { role: 'Analyst' } } },
    });
    const draftId = saved.body.data.draftId;
    const begun = (
      await t.call<ReportSummaryListResponse>('GET', summaries(u.email), { token: u.token })
    ).body.data[0]?.createdAt;

    t.clock.advance(30 * 60_000);
    const submittedAt = t.clock.now().toISOString();
    const sent = await t.call<{ data: { reportId: string } }>('POST', SUBMIT, {
      token: u.token,
      body: submitBody(u.email, draftId),
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.reportId).toBe(draftId);

    const listed = await t.call<ReportSummaryListResponse>('GET', summaries(u.email), {
      token: u.token,
    });
    const row = listed.body.data.find((r) => r._id === draftId);
    expect(row?.status).toBe('completed');
    expect(row?.createdAt).toBe(submittedAt);
    expect(row?.createdAt).not.toBe(begun);
    const whole = await t.call<{ data: { createdAt: string } }>('GET', one(draftId), {
      token: u.token,
    });
    expect(whole.body.data.createdAt).toBe(submittedAt);
  });
});

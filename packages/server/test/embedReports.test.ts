import {
  embedReportListResponseSchema,
  embedReportResponseSchema,
  embedReportSummaryListResponseSchema,
} from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { EMBED_REPORTS, mintSession, orgWithKey } from './embedFixtures';

const EMBED_DOCUMENTS = '/v1/embed/report-documents';

import { makeTestApp } from './harness';
import { storeFactories } from './stores';

type EmbedList = {
  data: { _id: string; email: string; status: string; externalUserId: string }[];
  pagination: { totalReports: number; totalPages: number; currentPage: number; limit: number };
};

describe.each(storeFactories)('embed reports ($name store)', ({ create }) => {
  it("lists the organisation's submitted reports only, newest first, with externalUserId", async () => {
    const t = await makeTestApp({ store: await create() });
    const admin = await t.adminToken();
    const a = await orgWithKey(t, admin, 'Acme');
    const b = await orgWithKey(t, admin, 'Beta');
    const submit = async (token: string, email: string) => {
      t.clock.advance(1000);
      const res = await t.call<{ data: { reportId: string } }>(
        'POST',
        '/v1/survey/send-report-to-admin',
        { token, body: submitBody(email) },
      );
      expect(res.status).toBe(201);
      return res.body.data.reportId;
    };
    const employee = async (secret: string, ext: string) =>
      (await mintSession(t, secret, ext, `${ext}@portal.example`)).body.data.clientSecret;

    const a1 = await employee(a.secret, 'a-1');
    const a2 = await employee(a.secret, 'a-2');
    const b1 = await employee(b.secret, 'b-1');
    const plain = await t.signUpAndLogin(1);
    const first = await submit(a1, 'a-1@portal.example');
    await submit(b1, 'b-1@portal.example');
    await submit(plain.token, plain.email);
    const second = await submit(a2, 'a-2@portal.example');
    const third = await submit(a1, 'a-1@portal.example');
    // drafts are never listed
    for (const token of [a1, a2]) {
      const d = await t.call('POST', '/v1/survey/save-draft', { token, body: { draftData: {} } });
      expect(d.status).toBe(201);
    }

    const res = await t.call<EmbedList>('GET', EMBED_REPORTS, { token: a.secret });
    expect(res.status).toBe(200);
    expect(embedReportSummaryListResponseSchema.safeParse(res.body).success).toBe(true);
    // summaries: no body
    expect(res.body.data.every((r) => !('userFilledDetails' in r))).toBe(true);
    expect(res.body.data.map((r) => [r._id, r.externalUserId, r.status])).toEqual([
      [third, 'a-1', 'completed'],
      [second, 'a-2', 'completed'],
      [first, 'a-1', 'completed'],
    ]);
    expect(res.body.pagination).toEqual({
      totalReports: 3,
      totalPages: 1,
      currentPage: 1,
      limit: 10,
      nextCursor: null,
    });

    const page = await t.call<EmbedList>('GET', `${EMBED_REPORTS}?page=2&limit=2`, {
      token: a.secret,
    });
    expect(page.body.data.map((r) => r._id)).toEqual([first]);
    expect(page.body.pagination).toEqual({
      totalReports: 3,
      totalPages: 2,
      currentPage: 2,
      limit: 2,
      nextCursor: null,
    });
    expect((await t.call('GET', `${EMBED_REPORTS}?page=0`, { token: a.secret })).status).toBe(400);

    const other = await t.call<EmbedList>('GET', EMBED_REPORTS, { token: b.secret });
    expect(other.body.data.map((r) => r.externalUserId)).toEqual(['b-1']);

    // whole reports: at most 10 a page, the same order
    const whole = await t.call<EmbedList>('GET', `${EMBED_DOCUMENTS}?limit=100`, {
      token: a.secret,
    });
    expect(whole.status).toBe(200);
    expect(embedReportListResponseSchema.safeParse(whole.body).success).toBe(true);
    expect(whole.body.data.map((r) => [r._id, r.externalUserId])).toEqual([
      [third, 'a-1'],
      [second, 'a-2'],
      [first, 'a-1'],
    ]);
    expect(whole.body.pagination.limit).toBe(10);

    // one whole by id: the organisation's only; another's, or unknown, is 404
    const one = await t.call('GET', `${EMBED_REPORTS}/${second}`, { token: a.secret });
    expect(one.status).toBe(200);
    expect(embedReportResponseSchema.parse(one.body).data).toMatchObject({
      _id: second,
      externalUserId: 'a-2',
    });
    const elsewhere = await t.call('GET', `${EMBED_REPORTS}/${second}`, { token: b.secret });
    expect(elsewhere).toMatchObject({ status: 404, body: { message: 'Report not found' } });
    expect((await t.call('GET', `${EMBED_REPORTS}/nope`, { token: a.secret })).status).toBe(404);
  });

  it('answers an empty page for an organisation without reports', async () => {
    const t = await makeTestApp({ store: await create() });
    const a = await orgWithKey(t, await t.adminToken());
    const res = await t.call<EmbedList>('GET', EMBED_REPORTS, { token: a.secret });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [],
      pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 10, nextCursor: null },
    });
  });
});

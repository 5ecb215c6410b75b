import {
  MAX_TEXT_LENGTH,
  type ReportListResponse,
  type ReportSummaryListResponse,
  reportResponseSchema,
  reportSummaryListResponseSchema,
} from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { DRAFT_BODY_LIMIT_BYTES } from '../src/http/bodyLimits';
import { MAX_DRAFTS_PER_USER } from '../src/services/reports';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { makeTestApp } from './harness';
import { SAVE } from './paths';
import { storeFactories } from './stores';

const summaries = (email: string, q = '') =>
  `/v1/user/fetchUserReportSummaries/${encodeURIComponent(email)}${q}`;
const whole = (email: string, q = '') =>
  `/v1/user/fetchUserReports/${encodeURIComponent(email)}${q}`;
const one = (id: string) => `/v1/user/fetchUserReport/${encodeURIComponent(id)}`;

describe.each(storeFactories)(
  'fetchUserReportSummaries and fetchUserReport ($name)',
  { timeout: 30_000 },
  ({ create }) => {
    const setup = async () => {
      const t = await makeTestApp({ store: await create() });
      const u = await t.signUpAndLogin(1);
      const ids: string[] = [];
      for (const role of ['  Data Analyst ', 'Engineer']) {
        t.clock.advance(60_000);
        const saved = await t.call<{ data: { draftId: string } }>('POST', SAVE, {
          token: u.token,
          body: { draftData: { details: { role }, report: [{ step: 1, _id: 'x', title: 'X' }] } },
        });
        expect(saved.status).toBe(201);
        ids.push(saved.body.data.draftId);
      }
      return { t, u, ids };
    };

    it('answers a page of summaries, newest first, as the contract reads them', async () => {
      const { t, u, ids } = await setup();
      const res = await t.call<ReportSummaryListResponse>('GET', summaries(u.email, '?limit=1'), {
        token: u.token,
      });
      expect(res.status).toBe(200);
      expect(reportSummaryListResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.pagination).toEqual({
        totalReports: 2,
        totalPages: 2,
        currentPage: 1,
        limit: 1,
      });
      expect(res.body.data).toEqual([
        expect.objectContaining({
          _id: ids[1],
          draftId: ids[1],
          status: 'draft',
          reportType: 'competency',
          role: 'Engineer',
          hasReport: true,
          email: u.email,
        }),
      ]);
      const page2 = await t.call<ReportSummaryListResponse>(
        'GET',
        summaries(u.email.toUpperCase(), '?page=2&limit=1'),
        { token: u.token },
      );
      expect(page2.body.data.map((r) => [r._id, r.role])).toEqual([[ids[0], 'Data Analyst']]);
      expect(page2.body.data[0]).not.toHaveProperty('report');
      expect(page2.body.data[0]).not.toHaveProperty('userFilledDetails');
    });

    it("refuses another user's summaries (403) and no token (401); an admin reads anyone's", async () => {
      const { t, u } = await setup();
      const other = await t.signUpAndLogin(2);
      expect((await t.call('GET', summaries(u.email), { token: other.token })).status).toBe(403);
      expect((await t.call('GET', summaries(u.email))).status).toBe(401);
      const admin = await t.adminToken();
      const asAdmin = await t.call<ReportSummaryListResponse>('GET', summaries(u.email), {
        token: admin,
      });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.pagination.totalReports).toBe(2);
      const nobody = await t.call<ReportSummaryListResponse>('GET', summaries('no@example.com'), {
        token: admin,
      });
      expect(nobody.body).toEqual({
        data: [],
        pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 10 },
      });
    });

    it('answers one whole report, the same as in the whole list', async () => {
      const { t, u, ids } = await setup();
      const list = await t.call<ReportListResponse>('GET', whole(u.email), { token: u.token });
      for (const id of ids) {
        const res = await t.call<{ data: unknown }>('GET', one(id), { token: u.token });
        expect(res.status).toBe(200);
        expect(reportResponseSchema.safeParse(res.body).success).toBe(true);
        expect(res.body.data).toEqual(list.body.data.find((r) => r._id === id));
      }
    });

    it("answers 404 with a message for another user's report or an unknown id; an admin reads any", async () => {
      const { t, u, ids } = await setup();
      const id = ids[0] ?? '';
      const other = await t.signUpAndLogin(2);
      const theirs = await t.call('GET', one(id), { token: other.token });
      expect(theirs).toMatchObject({ status: 404, body: { message: 'Report not found' } });
      expect(JSON.stringify(theirs.body)).not.toContain('Analyst');
      const unknown = await t.call('GET', one('no-such-report'), { token: u.token });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Report not found' } });
      expect((await t.call('GET', one(id))).status).toBe(401);
      const admin = await t.adminToken();
      const asAdmin = await t.call<{ data: { _id: string } }>('GET', one(id), { token: admin });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.data._id).toBe(id);
    });

    it('keeps the total right after save, submit and delete', async () => {
      const { t, u, ids } = await setup();
      const total = async () =>
        (await t.call<ReportSummaryListResponse>('GET', summaries(u.email), { token: u.token }))
          .body.pagination.totalReports;
      expect(await total()).toBe(2);
      const deleted = await t.call('DELETE', `/v1/survey/delete-draft/${ids[0]}`, {
        token: u.token,
      });
      expect(deleted.status).toBe(200);
      expect(await total()).toBe(1);
      await t.call('POST', SAVE, { token: u.token, body: { draftData: {} } });
      expect(await total()).toBe(2);
    });
  },
);

/**
 * Step 1's details of a draft body of about `bytes`, every value and key count within its
 * limit (lists of 50 texts of 200 characters, then single texts).
 */
const detailsOf = (bytes: number) => {
  const out: Record<string, string | string[]> = { role: 'Engineer' };
  const list = Array.from({ length: 50 }, () => 'v'.repeat(MAX_TEXT_LENGTH));
  const size = () => JSON.stringify({ draftData: { details: out } }).length;
  for (let i = 0; size() + JSON.stringify(list).length + 20 < bytes; i++) out[`list${i}`] = list;
  for (let i = 0; size() + MAX_TEXT_LENGTH + 20 < bytes; i++) {
    out[`tier${i}`] = 'v'.repeat(MAX_TEXT_LENGTH);
  }
  return out;
};

describe('a page of the largest drafts (memory store)', () => {
  it(`weighs at most 2 MB as summaries: ${MAX_DRAFTS_PER_USER} drafts of 512 KiB`, async () => {
    const t = await makeTestApp({ store: new MemoryStore() });
    const u = await t.signUpAndLogin(1);
    const details = detailsOf(DRAFT_BODY_LIMIT_BYTES);
    const body = { draftData: { details } };
    expect(JSON.stringify(body).length).toBeGreaterThan(DRAFT_BODY_LIMIT_BYTES - 1024);
    for (let i = 0; i < MAX_DRAFTS_PER_USER; i++) {
      expect((await t.call('POST', SAVE, { token: u.token, body })).status).toBe(201);
    }
    const res = await t.call<ReportSummaryListResponse>('GET', summaries(u.email, '?limit=100'), {
      token: u.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(MAX_DRAFTS_PER_USER);
    const bytes = Buffer.byteLength(JSON.stringify(res.body));
    expect(bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    // far under, in fact: a few hundred bytes a row
    expect(bytes).toBeLessThan(MAX_DRAFTS_PER_USER * 1024);
    // the whole bodies: 10 a page at most (about 5 MB), whatever the limit asked
    const wholePage = await t.call<ReportListResponse>('GET', whole(u.email, '?limit=100'), {
      token: u.token,
    });
    expect(wholePage.body.data).toHaveLength(10);
    expect(wholePage.body.pagination.limit).toBe(10);
  }, 120_000);
});

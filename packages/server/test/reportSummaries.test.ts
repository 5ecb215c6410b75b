import type { ReportSummary } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { reportDocument, reportSummary } from '../src/store/reportDocument';
import type { ReportPageJson, Store } from '../src/store/types';
import { at, older, score, storedAs, t0, writeReports } from './reportWrites';
import { newUser, withStoreFrom } from './storeFixtures';
import { storeFactories } from './stores';

const page = { offset: 0, limit: 100 };

const summaries = async (s: Store, ownerId: string) =>
  JSON.parse((await s.listReportsByOwner(ownerId, page, 'summary')).json) as ReportSummary[];

/** Every kind of space String.prototype.trim removes, around the roles. */
const SPACES = ' \t\n\u00a0\u2003\u2028\ufeff';

/**
 * The summaries lists hand out (`reports.summary`, kept by the trigger that keeps `doc` on the
 * SQL stores) must be exactly what `reportSummary()` makes of the record, for every shape a
 * report takes and after every kind of write, and never carry a body.
 */
describe.each(storeFactories)('report summaries ($name)', { timeout: 30_000 }, ({ create }) => {
  const withStore = withStoreFrom(create);

  it('equal reportSummary() of the stored record, after insert, update and submit', () =>
    withStore(async (s) => {
      const tricky = {
        details: { role: `${SPACES}Lead "Data" \\ Ünïcödé ✓ <b>${SPACES}` },
        step: 4,
      };
      // d1, a draft without report content, is submitted at 20 (writeReports)
      const ownerId = await writeReports(
        s,
        async (draft, owner) => {
          await draft('d2', 2, {
            report: older([{ step: 1, title: 'Benchmarking', description: 'x'.repeat(5000) }]),
            selectedLevels: { '1': 3 },
            userFilledDetails: tricky,
          });
          await draft('d3', 3, {
            reportType: 'career',
            report: older({ goal: { targetRole: `${SPACES}Manager${SPACES}` }, gaps: [] }),
            userFilledDetails: { details: { role: 42 } } as never,
          });
          // a career draft whose target role is blank or not a string, and a role as a list
          await draft('d4', 4, {
            reportType: 'career',
            report: older({ goal: { targetRole: SPACES } }),
            userFilledDetails: { details: ['role'] } as never,
          });
          await draft('d5', 5, {
            reportType: 'career',
            report: older([{ goal: { targetRole: 'In a list' } }]),
            userFilledDetails: older('not an object') as never,
          });
          await s.updateDraft(
            owner,
            'd2',
            { report: older({ replaced: true }), selectedLevels: {}, userFilledDetails: tricky },
            at(10),
          );
        },
        {
          report: older([{ step: 1 }]),
          selectedLevels: { '1': 4 },
          userFilledDetails: { details: { role: 'Analyst' } },
        },
      );

      const listed = await summaries(s, ownerId);
      // d1 is dated when it was submitted (at 20)
      const ids = ['r1', 'd1', 'd5', 'd4', 'd3', 'd2'];
      expect(listed).toEqual(await storedAs(s, ownerId, ids, reportSummary));
      // spot checks of the rules themselves, so both sides cannot drift together
      const [r1, d1, d5, d4, d3, d2] = listed as ReportSummary[] & { length: 6 };
      expect(r1).toEqual({
        _id: 'r1',
        email: 'ada@example.com',
        status: 'completed',
        reportType: 'competency',
        createdAt: at(30).toISOString(),
        updatedAt: at(30).toISOString(),
        role: '',
        hasReport: true,
        scoreDetails: score,
      });
      expect(d5).toMatchObject({ role: '', hasReport: true, draftId: 'd5' });
      expect(d5).not.toHaveProperty('targetRole');
      expect(d4).toMatchObject({ role: '', reportType: 'career' });
      expect(d4).not.toHaveProperty('targetRole');
      expect(d3).toMatchObject({ role: '', targetRole: 'Manager', draftId: 'd3' });
      expect(d2).toMatchObject({
        role: 'Lead "Data" \\ Ünïcödé ✓ <b>',
        hasReport: true,
        updatedAt: at(10).toISOString(),
      });
      expect(d1).toMatchObject({ status: 'completed', role: 'Analyst', scoreDetails: score });
      expect(d1).not.toHaveProperty('draftId');
      // a draft's saved step (whole, 1 to 99); none on a completed report or without one
      expect(d2).toMatchObject({ step: 4 });
      expect(d1).not.toHaveProperty('step');
      expect(d3).not.toHaveProperty('step');
      for (const summary of listed) {
        expect(summary).not.toHaveProperty('report');
        expect(summary).not.toHaveProperty('userFilledDetails');
        expect(JSON.stringify(summary).length).toBeLessThan(1024);
      }
    }));

  it('keeps the total right after saves, submits and deletes, per owner', () =>
    withStore(async (s) => {
      const a = await s.createUser(newUser(1, { createdAt: t0 }));
      const b = await s.createUser(newUser(2, { createdAt: t0 }));
      const draft = (ownerId: string, id: string, n: number) =>
        s.createDraft({
          ownerId,
          email: 'x@example.com',
          id,
          report: null,
          selectedLevels: {},
          userFilledDetails: {},
          now: at(n),
        });
      const totals = async () =>
        Promise.all(
          [a.id, b.id].map(async (id) => {
            const [docs, sums, own] = await Promise.all([
              s.listReportsByOwner(id, { offset: 0, limit: 1 }),
              s.listReportsByOwner(id, { offset: 0, limit: 1 }, 'summary'),
              s.listOwnReportsForToken(id, 'jti', { offset: 0, limit: 1 }, 'summary'),
            ]);
            expect(sums.total).toBe(docs.total);
            expect(own.total).toBe(docs.total);
            return docs.total;
          }),
        );
      expect(await totals()).toEqual([0, 0]);
      for (let i = 0; i < 5; i++) await draft(a.id, `a${i}`, i);
      await draft(b.id, 'b0', 9);
      expect(await totals()).toEqual([5, 1]);
      // a submit of a draft keeps the count; one without a draft adds one
      const submit = (ownerId: string, draftId: string | null, newId: string) =>
        s.submitReport({
          ownerId,
          email: 'x@example.com',
          report: null,
          selectedLevels: {},
          userFilledDetails: {},
          scoreDetails: score,
          draftId,
          newId,
          now: at(50),
        });
      await submit(a.id, 'a0', 'unused');
      await submit(a.id, 'a0', 'unused'); // again: nothing changes
      await submit(b.id, null, 'b1');
      expect(await totals()).toEqual([5, 2]);
      expect(await s.deleteDraft(a.id, 'a1')).toBe(true);
      expect(await s.deleteDraft(a.id, 'a1')).toBe(false);
      expect(await s.deleteDraft(b.id, 'a2')).toBe(false); // not b's
      expect(await s.deleteDraft(a.id, 'a0')).toBe(false); // completed
      expect(await totals()).toEqual([4, 2]);
      await s.updateDraft(
        a.id,
        'a2',
        { report: null, selectedLevels: {}, userFilledDetails: {} },
        at(60),
      );
      expect(await totals()).toEqual([4, 2]);
    }));

  it("finds one report's document for its owner, for anyone with null, and nothing else", () =>
    withStore(async (s) => {
      const a = await s.createUser(newUser(1, { createdAt: t0 }));
      const b = await s.createUser(newUser(2, { createdAt: t0 }));
      await s.createDraft({
        ownerId: a.id,
        email: a.email,
        id: 'd1',
        report: older([{ step: 1 }]),
        selectedLevels: { '1': 2 },
        userFilledDetails: { details: { role: 'Engineer' } },
        now: at(1),
      });
      const record = await s.findOwnedReport(a.id, 'd1');
      if (!record) throw new Error('missing d1');
      const own = await s.findReportDocument('d1', a.id);
      expect(JSON.parse(own ?? 'null')).toEqual(reportDocument(record));
      expect(await s.findReportDocument('d1', null)).toBe(own);
      expect(await s.findReportDocument('d1', b.id)).toBeNull();
      expect(await s.findReportDocument('nope', a.id)).toBeNull();
      expect(await s.findReportDocument('nope', null)).toBeNull();
    }));
});

/** What the list reads carry, as JSON: a page of summaries weighs nothing of the bodies. */
const weight = (p: ReportPageJson) => Buffer.byteLength(p.json);

describe.each(storeFactories)('summary pages stay light ($name)', ({ create }) => {
  it('weigh under 1 KB a report however large the bodies', () =>
    withStoreFrom(create)(async (s) => {
      const owner = await s.createUser(newUser(1, { createdAt: t0 }));
      const big = { details: { role: 'Engineer', notes: 'n'.repeat(256 * 1024) } };
      for (let i = 0; i < 10; i++) {
        await s.createDraft({
          ownerId: owner.id,
          email: owner.email,
          id: `d${i}`,
          report: older([{ step: 1, description: 'd'.repeat(256 * 1024) }]),
          selectedLevels: {},
          userFilledDetails: big,
          now: at(i),
        });
      }
      const docs = await s.listReportsByOwner(owner.id, page);
      const sums = await s.listReportsByOwner(owner.id, page, 'summary');
      expect(weight(docs)).toBeGreaterThan(10 * 512 * 1024);
      expect(weight(sums)).toBeLessThan(10 * 1024);
    }));
});

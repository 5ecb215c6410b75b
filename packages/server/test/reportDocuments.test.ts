import type { Report, ScoreDetails } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { reportDocument } from '../src/store/reportDocument';
import type { ReportPageJson, StoredReportBody } from '../src/store/types';
import { newUser, withStoreFrom } from './storeFixtures';
import { storeFactories } from './stores';

const t0 = new Date('2026-03-01T08:15:30.250Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);
const score = { finalScore: 260.59, careerLevel: 18, category: 'low' } as unknown as ScoreDetails;

/** A body an older server may have stored, whatever its shape: the store keeps it as JSON. */
const older = (body: unknown) => body as StoredReportBody;

const parse = (page: ReportPageJson) => JSON.parse(page.json) as Report[];

/**
 * The list reads hand out each report's stored contract document (`reports.doc`, kept by a
 * trigger on the SQL stores). It must be exactly what `reportDocument()` makes of the record,
 * for every shape a report takes and after every kind of write.
 */
describe.each(storeFactories)('report documents in lists ($name)', ({ create }) => {
  const withStore = withStoreFrom(create);

  it('equal reportDocument() of the stored record, after insert, update and submit', () =>
    withStore(async (s) => {
      const owner = await s.createUser(newUser(1, { email: 'ada@example.com', createdAt: t0 }));
      const base = { ownerId: owner.id, email: owner.email };
      const tricky = {
        details: {
          role: 'Lead "Data" Engineer \\ Ünïcödé ✓ \u2028 <script>',
          currentFunction: ['a', 'b'],
          description: 'line 1\nline 2\ttab',
          nothing: null,
          zero: 0,
          flag: false,
        },
      };
      // a draft without report content, one with content, and a career draft
      await s.createDraft({
        ...base,
        id: 'd1',
        report: null,
        selectedLevels: {},
        userFilledDetails: {},
        now: at(1),
      });
      await s.createDraft({
        ...base,
        id: 'd2',
        report: older([{ step: 1, title: 'Benchmarking', levels: [1, 2.5, -3, 1e21] }]),
        selectedLevels: { '1': 3, '2': 5 },
        userFilledDetails: tricky,
        now: at(2),
      });
      await s.createDraft({
        ...base,
        id: 'd3',
        reportType: 'career',
        report: { goal: { targetRole: 'Manager' }, gaps: [] },
        selectedLevels: {},
        userFilledDetails: { details: { role: 'Manager' } },
        now: at(3),
      });
      // an update (new content and updatedAt) and a submit of a draft (status, scoreDetails)
      await s.updateDraft(
        owner.id,
        'd2',
        { report: { replaced: true }, selectedLevels: { '1': 4 }, userFilledDetails: tricky },
        at(10),
      );
      await s.submitReport({
        ...base,
        report: [{ step: 1 }],
        selectedLevels: { '1': 4 },
        userFilledDetails: tricky,
        scoreDetails: score,
        draftId: 'd1',
        newId: 'unused',
        now: at(20),
      });
      // a report submitted without a draft, with a falsy report value
      await s.submitReport({
        ...base,
        report: older(0),
        selectedLevels: {},
        userFilledDetails: {},
        scoreDetails: score,
        draftId: null,
        newId: 'r1',
        now: at(30),
      });

      const listed = parse(await s.listReportsByOwner(owner.id, { offset: 0, limit: 10 }));
      const expected = [];
      for (const id of ['r1', 'd1', 'd3', 'd2']) {
        const record = await s.findOwnedReport(owner.id, id);
        if (!record) throw new Error(`missing ${id}`);
        expected.push(reportDocument(record));
      }
      expect(listed).toEqual(expected);
      // spot checks of the rules themselves, so both sides cannot drift together
      // d1 was submitted at 20: a submitted draft is dated when it was submitted
      const [r1, d1, d3, d2] = listed as [Report, Report, Report, Report];
      expect(r1).toMatchObject({
        _id: 'r1',
        status: 'completed',
        report: older(0),
        reportType: 'competency',
      });
      expect(r1).not.toHaveProperty('draftId');
      expect(d3).toMatchObject({ draftId: 'd3', reportType: 'career' });
      expect(d3).not.toHaveProperty('scoreDetails');
      expect(d2).toMatchObject({
        report: { replaced: true },
        updatedAt: at(10).toISOString(),
        createdAt: at(2).toISOString(),
      });
      expect(d2.userFilledDetails).toEqual(tricky);
      expect(d1).toMatchObject({
        status: 'completed',
        scoreDetails: score,
        createdAt: at(20).toISOString(),
      });
      expect(d1).not.toHaveProperty('draftId');

      const completed = parse(await s.listCompletedReports({ offset: 0, limit: 10 }));
      expect(completed.map((r) => r._id)).toEqual(['r1', 'd1']);
      expect(completed[1]).toEqual(d1);
    }));
});

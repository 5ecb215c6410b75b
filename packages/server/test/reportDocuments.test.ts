import type { Report } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { reportDocument } from '../src/store/reportDocument';
import type { ReportPageJson } from '../src/store/types';
import { at, older, score, storedAs, writeReports } from './reportWrites';
import { withStoreFrom } from './storeFixtures';
import { storeFactories } from './stores';

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
      // d1, a draft without report content, is submitted at 20 (writeReports); here a draft
      // with content, a career draft, and an update (new content and updatedAt)
      const ownerId = await writeReports(
        s,
        async (draft, owner) => {
          await draft('d2', 2, {
            report: older([{ step: 1, title: 'Benchmarking', levels: [1, 2.5, -3, 1e21] }]),
            selectedLevels: { '1': 3, '2': 5 },
            userFilledDetails: tricky,
          });
          await draft('d3', 3, {
            reportType: 'career',
            report: { goal: { targetRole: 'Manager' }, gaps: [] },
            userFilledDetails: { details: { role: 'Manager' } },
          });
          await s.updateDraft(
            owner,
            'd2',
            { report: { replaced: true }, selectedLevels: { '1': 4 }, userFilledDetails: tricky },
            at(10),
          );
        },
        { report: [{ step: 1 }], selectedLevels: { '1': 4 }, userFilledDetails: tricky },
      );

      const listed = parse(await s.listReportsByOwner(ownerId, { offset: 0, limit: 10 }));
      expect(listed).toEqual(await storedAs(s, ownerId, ['r1', 'd1', 'd3', 'd2'], reportDocument));
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

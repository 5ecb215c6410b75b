import type { ReportJson, ReportType } from '@rolescope/core';
import type {
  PageResult,
  ReportPageJson,
  ReportRecord,
  ReportStatusValue,
  StoredReportBody,
} from './types';

/** A report document as JSON, before the contract's `reportSchema` gives it its kind's type. */
export type ReportDocument = Omit<ReportJson, 'reportType' | 'status' | 'report'> & {
  reportType: ReportType;
  status: ReportStatusValue;
  report?: StoredReportBody;
};

/**
 * A stored report as the contract's `Report` (draftId only on drafts, as the specification
 * reads it; report and scoreDetails only when present). The SQL stores keep the same document
 * in `reports.doc`, written by a trigger (migration 4); test/store.test.ts holds the two equal.
 */
export const reportDocument = (r: ReportRecord): ReportDocument => ({
  _id: r.id,
  email: r.email,
  status: r.status,
  reportType: r.reportType ?? 'competency',
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  ...(r.status === 'draft' ? { draftId: r.id } : {}),
  ...(r.report !== null && r.report !== undefined ? { report: r.report } : {}),
  selectedLevels: r.selectedLevels,
  userFilledDetails: r.userFilledDetails,
  ...(r.scoreDetails ? { scoreDetails: r.scoreDetails } : {}),
});

/** A page of records in wire form (the memory store's way; the SQL stores read `doc`). */
export const reportPageJson = ({ items, total }: PageResult<ReportRecord>): ReportPageJson => ({
  json: JSON.stringify(items.map(reportDocument)),
  total,
});

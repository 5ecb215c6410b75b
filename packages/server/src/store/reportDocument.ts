import type { ReportSummary, ReportType } from '@rolescope/core';
import type { ReportJson } from '@rolescope/core/contract';
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

/**
 * What String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator): the SQL
 * stores' summary trigger trims the roles of exactly these, so that both stores agree.
 */
export const TRIMMED_CHARACTERS =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const objectOr = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * A stored report's summary (the contract's `ReportSummary`): what a list shows without the
 * body. The SQL stores keep the same JSON in `reports.summary`, written by the trigger that
 * writes `doc` (migration 7); test/reportSummaries.test.ts holds the two equal.
 */
/** A draft's saved step: a whole number from 1 to 99 (the trigger's pattern), else none. */
const draftStep = (r: ReportRecord): number | undefined => {
  const step = objectOr(r.userFilledDetails)?.step;
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= 99
    ? step
    : undefined;
};

export const reportSummary = (r: ReportRecord): ReportSummary => {
  const type = r.reportType ?? 'competency';
  const goal = type === 'career' ? objectOr(objectOr(r.report)?.goal) : undefined;
  const targetRole = trimmedText(goal?.targetRole);
  return {
    _id: r.id,
    email: r.email,
    status: r.status,
    reportType: type,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    ...(r.status === 'draft' ? { draftId: r.id } : {}),
    ...(r.status === 'draft' && draftStep(r) !== undefined ? { step: draftStep(r) } : {}),
    role: trimmedText(objectOr(objectOr(r.userFilledDetails)?.details)?.role),
    ...(targetRole !== '' ? { targetRole } : {}),
    hasReport: r.report !== null && r.report !== undefined,
    ...(r.scoreDetails ? { scoreDetails: r.scoreDetails } : {}),
  };
};

/** A page of records as summaries in wire form (the memory store's way; SQL reads `summary`). */
export const reportSummaryPageJson = ({
  items,
  total,
}: PageResult<ReportRecord>): ReportPageJson => ({
  json: JSON.stringify(items.map(reportSummary)),
  total,
});

import type { Report, ReportSummary } from '@rolescope/core';

/** True for a draft: the server's status, or (older data) a draftId without a report. */
export const isDraftReport = (report: Report): boolean =>
  report.status === 'draft' || (report.draftId !== undefined && report.report == null);

/** True for a draft's summary: its status, or (older data) a draftId without a body. */
export const isDraftSummary = (
  summary: Pick<ReportSummary, 'status' | 'draftId' | 'hasReport'>,
): boolean => summary.status === 'draft' || (summary.draftId !== undefined && !summary.hasReport);

/** The role a list shows for a report: a career report's target role, else its role. */
export const summaryRole = (
  summary: Pick<ReportSummary, 'reportType' | 'role' | 'targetRole'>,
): string => (summary.reportType === 'career' && summary.targetRole) || summary.role;

/** The role of a report (step 1), trimmed; '' when none. */
export const reportRole = (report: Report): string => {
  const role = report.userFilledDetails.details?.role;
  return typeof role === 'string' ? role.trim() : '';
};

const validDate = (iso: string | undefined): Date | undefined => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * The creation time in ISO form with the dashes, colons, the T and the fraction removed
 * (UTC): `2025-01-02T10:30:00.000Z` → `20250102103000`. '' for a missing or invalid date.
 */
export const compactTimestamp = (iso: string | undefined): string => {
  const date = validDate(iso);
  return date ? (date.toISOString().split('.')[0] ?? '').replace(/[-:T]/g, '') : '';
};

/** The separator between the parts of a generated report name. */
const REPORT_NAME_SEPARATOR = '_';

/**
 * The generated report name: the role, the owner's e-mail before the @ and the compact
 * creation timestamp, joined by `_` (empty parts left out):
 * `Analyst` + `jane@x.com` + `2025-01-02T10:30:00Z` → `Analyst_jane_20250102103000`.
 * The role keeps its spaces (`Senior Backend Engineer_demo_20250102103000`).
 */
export const composeReportName = (
  report: Pick<Report, 'email' | 'createdAt' | 'userFilledDetails'>,
): string => {
  const role = report.userFilledDetails.details?.role;
  return summaryReportName({
    role: typeof role === 'string' ? role.trim() : '',
    email: report.email,
    createdAt: report.createdAt,
  });
};

/** `composeReportName` of a summary (its role is trimmed already). */
export const summaryReportName = (
  summary: Pick<ReportSummary, 'role' | 'email' | 'createdAt'>,
): string => {
  const owner = (summary.email ?? '').split('@')[0] ?? '';
  return [summary.role, owner, compactTimestamp(summary.createdAt)]
    .filter((part) => part !== '')
    .join(REPORT_NAME_SEPARATOR);
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached en-US formatter per kind and time zone (building one per call is slow). */
const formatter = (kind: 'date' | 'time', timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = `${kind}|${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      'en-US',
      kind === 'date'
        ? { month: 'short', day: 'numeric', year: 'numeric', timeZone }
        : { hour: '2-digit', minute: '2-digit', timeZone },
    );
    formatters.set(key, f);
  }
  return f;
};

/** en-US short month, day, year: `Jan 2, 2025`; '' for a missing or invalid date. */
export const formatReportDate = (iso: string | undefined, timeZone?: string): string => {
  const date = validDate(iso);
  return date ? formatter('date', timeZone).format(date) : '';
};

/** Hour:minute in en-US: `10:30 AM`; '' for a missing or invalid date. */
export const formatReportTime = (iso: string | undefined, timeZone?: string): string => {
  const date = validDate(iso);
  return date ? formatter('time', timeZone).format(date) : '';
};

/** The last 8 characters of a report id; '' when none. */
export const shortReportId = (id: string | undefined): string => (id ? id.slice(-8) : '');

import type { ReportOrder, ReportRecord } from '../records';
import { reportSummary } from '../reportDocument';

const newestFirst = (a: ReportRecord, b: ReportRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Lower-cased like the SQL stores' `lower(...)`, compared by code point like their "C" order. */
const roleOf = (r: ReportRecord) => reportSummary(r).role.toLowerCase();

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One owner's records in `order` (the SQL stores' `ownerOrderBy`): the key's direction, ties
 * newest first; `reportName` is the role, then the creation time, both in the direction.
 */
export const sortReports = (records: ReportRecord[], order: ReportOrder): ReportRecord[] => {
  const sign = order.direction === 'asc' ? 1 : -1;
  const keyed = records.map((record) => ({ record, role: roleOf(record) }));
  keyed.sort((a, b) => {
    const time = a.record.createdAt.getTime() - b.record.createdAt.getTime();
    const diff =
      order.key === 'createdAt'
        ? time
        : byCode(a.role, b.role) || (order.key === 'reportName' ? time : 0);
    return sign * diff || newestFirst(a.record, b.record);
  });
  return keyed.map(({ record }) => record);
};

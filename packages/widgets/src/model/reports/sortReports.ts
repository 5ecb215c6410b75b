import type { ReportSummary } from '@rolescope/core';
import { summaryReportName } from './reportFormat';

/** The sortable columns (the specification's sort keys role, report_name, createDate.primary). */
export type SortKey = 'role' | 'reportName' | 'createdAt';
type SortDirection = 'ascending' | 'descending';
export type SortState = { key: SortKey; direction: SortDirection } | null;

/**
 * The next sort state when a column header is pressed: ascending → descending → none; a
 * different column starts at ascending.
 */
export const nextSort = (current: SortState, key: SortKey): SortState => {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
};

/** The `aria-sort` value of a column. */
export const ariaSortOf = (state: SortState, key: SortKey): 'ascending' | 'descending' | 'none' =>
  state?.key === key ? state.direction : 'none';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Sortable = Pick<ReportSummary, 'role' | 'email' | 'createdAt'>;

const sortValue = (report: Sortable, key: SortKey): string | number => {
  if (key === 'role') return report.role;
  if (key === 'reportName') return summaryReportName(report);
  const t = new Date(report.createdAt).getTime();
  return Number.isNaN(t) ? 0 : t;
};

/**
 * The rows in the order of `state` (a stable sort; `null` keeps the server's order, which is
 * newest first). Rows carry their server position so serial numbers stay with their row.
 */
export const sortRows = <T extends { report: Sortable }>(
  rows: readonly T[],
  state: SortState,
): T[] => {
  if (!state) return [...rows];
  const sign = state.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row.report, state.key) }))
    .sort((a, b) => {
      const diff =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return diff === 0 ? a.index - b.index : sign * diff;
    })
    .map(({ row }) => row);
};

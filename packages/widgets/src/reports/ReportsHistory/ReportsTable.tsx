import type { ReportSummary } from '@rolescope/core';
import { memo, useMemo, useRef } from 'react';
import {
  formatReportDate,
  formatReportTime,
  isDraftSummary,
  summaryReportName,
  summaryRole,
} from '../../model/reports/reportFormat';
import { ariaSortOf, type SortKey, type SortState } from '../../model/reports/sortReports';
import { Button } from '../../primitives/Button';
import { preloadDialog } from '../../primitives/Dialog';
import { sortableColumn, Table, type TableColumn } from '../../primitives/Table';
import { useIsomorphicLayoutEffect } from '../../primitives/useIsomorphicLayoutEffect';
import { useStrings } from '../../strings/StringsContext';
import { CareerTag } from '../CareerTag';
import * as styles from './ReportsHistory.css';
import { RoleText } from './RoleText';

export type ReportRow = { report: ReportSummary; serial: number };

export type ReportsTableProps = {
  rows: readonly ReportRow[];
  caption: string;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onView: (report: ReportSummary) => void;
  onComplete: (report: ReportSummary) => void;
  onDelete: (report: ReportSummary) => void;
  /** The pointer or focus is on a report's View or Complete: fetch it ahead of the click. */
  onPrefetch: (report: ReportSummary) => void;
  /** The id of the draft being opened for Complete Assessment (its button shows pending). */
  resuming?: string | null;
};

type Handlers = Pick<
  ReportsTableProps,
  'onSort' | 'onView' | 'onComplete' | 'onDelete' | 'onPrefetch'
>;

/** The same rows (each the same report at the same serial) as last time. */
const sameRows = (a: readonly ReportRow[], b: readonly ReportRow[]) =>
  a.length === b.length &&
  a.every((row, i) => row.report === b[i]?.report && row.serial === b[i]?.serial);

/**
 * The reports table: serial number, role, report name, created date and time, actions.
 * It renders again only when its rows, caption or sort change: opening a report's dialog
 * (or the delete confirmation) re-renders the history, not its ten rows and their tooltips.
 * The handlers are read at call time, so new callbacks from the parent never re-render it.
 */
export function ReportsTable({ rows, caption, sort, resuming, ...handlers }: ReportsTableProps) {
  const latest = useRef<Handlers>(handlers);
  useIsomorphicLayoutEffect(() => {
    latest.current = handlers;
  });
  const stable = useMemo<Handlers>(
    () => ({
      onSort: (key) => latest.current.onSort(key),
      onView: (report) => latest.current.onView(report),
      onComplete: (report) => latest.current.onComplete(report),
      onDelete: (report) => latest.current.onDelete(report),
      onPrefetch: (report) => latest.current.onPrefetch(report),
    }),
    [],
  );
  const lastRows = useRef(rows);
  if (!sameRows(lastRows.current, rows)) lastRows.current = rows;
  return (
    <MemoTable
      rows={lastRows.current}
      caption={caption}
      sort={sort}
      resuming={resuming}
      {...stable}
    />
  );
}

const MemoTable = memo(function ReportsTableRows({
  rows,
  caption,
  sort,
  onSort,
  onView,
  onComplete,
  onDelete,
  onPrefetch,
  resuming = null,
}: ReportsTableProps) {
  const { reportsHistory: s } = useStrings();
  // View opens the report's dialog: its code loads with the report.
  const prefetchView = (report: ReportSummary) => {
    onPrefetch(report);
    preloadDialog();
  };
  const sortable = (key: SortKey, label: string) =>
    sortableColumn(label, ariaSortOf(sort, key), () => onSort(key));
  const columns: TableColumn<ReportRow>[] = [
    { key: 'serial', header: s.columns.serial, cell: ({ serial }) => serial },
    {
      key: 'role',
      ...sortable('role', s.columns.role),
      cell: ({ report }) => {
        const role = `${summaryRole(report)}${isDraftSummary(report) ? ` ${s.draftSuffix}` : ''}`;
        return <RoleText text={role} />;
      },
    },
    {
      key: 'reportName',
      ...sortable('reportName', s.columns.reportName),
      cellClassName: styles.nameCell,
      cell: ({ report }) => (
        <>
          {summaryReportName(report)}
          <CareerTag report={report} />
        </>
      ),
    },
    {
      key: 'createdAt',
      ...sortable('createdAt', s.columns.createdDate),
      cell: ({ report }) => (
        <>
          <span className={styles.date}>{formatReportDate(report.createdAt)}</span>
          <span className={styles.time}>{formatReportTime(report.createdAt)}</span>
        </>
      ),
    },
    {
      key: 'actions',
      header: s.columns.actions,
      cell: ({ report }) => (
        <div className={styles.actions}>
          {isDraftSummary(report) ? (
            <>
              <Button
                size="sm"
                pending={resuming === report._id}
                onClick={() => onComplete(report)}
                onPointerEnter={() => onPrefetch(report)}
                onFocus={() => onPrefetch(report)}
              >
                {s.completeAssessment}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onDelete(report)}>
                {s.deleteDraft}
              </Button>
            </>
          ) : report.hasReport ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onView(report)}
              onPointerEnter={() => prefetchView(report)}
              onFocus={() => prefetchView(report)}
            >
              {s.viewReport}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <Table
      className={styles.tableFrame}
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={({ report }) => report._id}
    />
  );
});

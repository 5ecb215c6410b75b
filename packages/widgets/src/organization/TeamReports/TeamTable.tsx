import type { TeamMember, TeamSortKey } from '@rolescope/core/contract';
import { formatReportDate } from '../../model/reports/reportFormat';
import { Button } from '../../primitives/Button';
import { preloadDialog } from '../../primitives/Dialog';
import { sortableColumn, Table, type TableColumn } from '../../primitives/Table';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './TeamReports.css';
import type { TeamSort } from './teamQuery';

export type TeamTableProps = {
  members: readonly TeamMember[];
  caption: string;
  sort: TeamSort;
  onSort: (key: TeamSortKey) => void;
  /** View: the person's latest report. */
  onView: (member: TeamMember) => void;
  /** Review: shown on rows with a submitted report when given. */
  onReview?: (reportId: string) => void;
};

/**
 * The people table: Name, Team, Level, Category, Last evaluated, Status and the actions. The
 * sortable headers ask the server for the whole list in that order; where the frame is narrow
 * (a phone) the Table primitive shows each person as a card of labelled cells.
 */
export function TeamTable({ members, caption, sort, onSort, onView, onReview }: TeamTableProps) {
  const { teamReports: s } = useStrings();
  const none = <span className={styles.muted}>{s.none}</span>;
  const sortable = (key: TeamSortKey, label: string) =>
    sortableColumn(label, sort?.key === key ? sort.direction : 'none', () => onSort(key));
  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'name',
      ...sortable('name', s.columns.name),
      cellClassName: styles.nameCell,
      cell: (m) => m.name,
    },
    { key: 'team', header: s.columns.team, cell: (m) => m.team?.name ?? none },
    {
      key: 'level',
      ...sortable('level', s.columns.level),
      cell: (m) => m.latestReport?.careerLevel ?? none,
    },
    {
      key: 'category',
      header: s.columns.category,
      cell: (m) => (m.latestReport?.category ? s.category[m.latestReport.category] : none),
    },
    {
      key: 'lastEvaluated',
      ...sortable('lastEvaluated', s.columns.lastEvaluated),
      cell: (m) =>
        m.lastEvaluatedAt ? (
          <span className={styles.date}>{formatReportDate(m.lastEvaluatedAt)}</span>
        ) : (
          none
        ),
    },
    { key: 'status', ...sortable('status', s.columns.status), cell: (m) => s.status[m.status] },
    {
      key: 'actions',
      header: s.columns.actions,
      cell: (m) => {
        const report = m.latestReport;
        if (!report) return none;
        return (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={formatString(s.viewLabel, { name: m.name })}
              onClick={() => onView(m)}
              onPointerEnter={preloadDialog}
              onFocus={preloadDialog}
            >
              {s.view}
            </Button>
            {onReview ? (
              <Button
                size="sm"
                aria-label={formatString(s.reviewLabel, { name: m.name })}
                onClick={() => onReview(report.id)}
              >
                {s.review}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
  return (
    <Table
      className={styles.tableFrame}
      caption={caption}
      columns={columns}
      rows={members}
      rowKey={(m) => m.externalUserId}
    />
  );
}

import type { Report } from '@rolescope/core';
import { useRef } from 'react';
import {
  careerTargetRole,
  isCareerReport,
} from '../../career/CareerProgressionEvaluation/readCareerReport';
import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings/StringsContext';
import {
  composeReportName,
  formatReportDate,
  formatReportTime,
  isDraftReport,
  reportRole,
} from '../shared/reportFormat';
import { ariaSortOf, type SortKey, type SortState } from '../shared/sortReports';
import * as styles from './ReportsHistory.css';
import { RoleText } from './RoleText';
import { useArmedTooltips } from './useArmedTooltips';

export type ReportRow = { report: Report; serial: number };

export type ReportsTableProps = {
  rows: readonly ReportRow[];
  caption: string;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onView: (report: Report) => void;
  onComplete: (report: Report) => void;
  onDelete: (report: Report) => void;
};

const SortIcon = ({ direction }: { direction: 'ascending' | 'descending' | 'none' }) => (
  <svg className={styles.sortIcon} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
    {direction !== 'descending' ? <path d="M6 10l6-6 6 6z" fill="currentColor" /> : null}
    {direction !== 'ascending' ? <path d="M6 14l6 6 6-6z" fill="currentColor" /> : null}
  </svg>
);

/** The reports table: serial number, role, report name, created date and time, actions. */
export function ReportsTable({
  rows,
  caption,
  sort,
  onSort,
  onView,
  onComplete,
  onDelete,
}: ReportsTableProps) {
  const { reportsHistory: s, careerEvaluation } = useStrings();
  const careerTag = careerEvaluation.careerTag;
  // Tooltips are armed per set of rows: a page change renders plain role texts again.
  const rowsKey = rows.map((r) => r.report._id).sort()[0] ?? '';
  const wrap = useRef<HTMLDivElement>(null);
  const armed = useArmedTooltips(wrap, rowsKey);
  const sortable = (key: SortKey, label: string) => {
    const direction = ariaSortOf(sort, key);
    return (
      <th scope="col" aria-sort={direction} className={styles.th}>
        <button type="button" className={styles.sortButton} onClick={() => onSort(key)}>
          {label}
          <SortIcon direction={direction} />
        </button>
      </th>
    );
  };
  return (
    <div ref={wrap} className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {s.columns.serial}
            </th>
            {sortable('role', s.columns.role)}
            {sortable('reportName', s.columns.reportName)}
            {sortable('createdAt', s.columns.createdDate)}
            <th scope="col" className={styles.th}>
              {s.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ report, serial }) => {
            const draft = isDraftReport(report);
            const career = isCareerReport(report);
            const baseRole = career
              ? (careerTargetRole(report) ?? reportRole(report))
              : reportRole(report);
            const role = `${baseRole}${draft ? ` ${s.draftSuffix}` : ''}`;
            return (
              <tr key={report._id} className={styles.row}>
                <td className={styles.td}>{serial}</td>
                <td className={styles.td}>
                  <RoleText text={role} armed={armed} />
                </td>
                <td className={`${styles.td} ${styles.nameCell}`}>
                  {composeReportName(report)}
                  {career ? <span className={styles.careerTag}>{careerTag}</span> : null}
                </td>
                <td className={styles.td}>
                  <span className={styles.date}>{formatReportDate(report.createdAt)}</span>
                  <span className={styles.time}>{formatReportTime(report.createdAt)}</span>
                </td>
                <td className={styles.td}>
                  <div className={styles.actions}>
                    {draft ? (
                      <>
                        <Button size="sm" onClick={() => onComplete(report)}>
                          {s.completeAssessment}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => onDelete(report)}>
                          {s.deleteDraft}
                        </Button>
                      </>
                    ) : report.report != null ? (
                      <Button size="sm" variant="secondary" onClick={() => onView(report)}>
                        {s.viewReport}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

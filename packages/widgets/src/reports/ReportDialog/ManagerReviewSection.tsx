import type { Report } from '@rolescope/core';
import type { ManagerReview } from '@rolescope/core/contract';
import { useId } from 'react';
import { levelWithName } from '../../model/reports/levelComparison';
import { formatReportDate } from '../../model/reports/reportFormat';
import { type ReviewComparisonRow, reviewComparisonOf } from '../../model/reviews/reviewItems';
import { Table, type TableColumn } from '../../primitives/Table';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { ReviewComparisonChart } from '../charts';
import * as styles from './ReportDialog.css';
import { useOwnReview } from './useOwnReview';

/**
 * The manager's submitted review of the employee's own report, beside the employee's levels:
 * a chart and a table (competency, your level, manager's level, recommended, comment) under
 * the reviewer's name and date. Nothing at all without a review.
 */
export function ManagerReviewSection({ report }: { report: Report }) {
  const review = useOwnReview(report);
  return review ? <ReviewComparison report={report} review={review} /> : null;
}

function ReviewComparison({ report, review }: { report: Report; review: ManagerReview }) {
  const strings = useStrings();
  const s = strings.reviewComparison;
  const id = useId();
  const rows = reviewComparisonOf(report, review);
  const level = (n: number) => (n > 0 ? levelWithName(n, strings) : s.noLevel);
  const date = formatReportDate(review.submittedAt ?? review.updatedAt);
  const columns: TableColumn<ReviewComparisonRow>[] = [
    { key: 'competency', header: s.competency, cell: (r) => r.title },
    { key: 'self', header: s.yourLevel, cell: (r) => level(r.selfLevel) },
    { key: 'manager', header: s.managerLevel, cell: (r) => level(r.managerLevel) },
    { key: 'recommended', header: s.recommended, cell: (r) => level(r.recommended) },
    {
      key: 'comment',
      header: s.comment,
      cell: (r) => <span className={styles.reviewComment}>{r.comment || s.noComment}</span>,
    },
  ];
  const charted = rows.filter((r) => r.selfLevel > 0);
  return (
    <section className={styles.review} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.reviewTitle}>
        {s.title}
      </h3>
      <p className={styles.footerText}>
        {review.reviewer.name
          ? formatString(s.reviewedBy, { name: review.reviewer.name, date })
          : formatString(s.reviewedOn, { date })}
      </p>
      {charted.length > 0 ? (
        <ReviewComparisonChart
          items={charted.map((r) => ({
            name: r.title,
            self: r.selfLevel,
            manager: r.managerLevel,
          }))}
          describedBy={`${id}-table`}
        />
      ) : null}
      <div id={`${id}-table`}>
        <Table
          aria-labelledby={`${id}-title`}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.competencyId}
        />
      </div>
    </section>
  );
}

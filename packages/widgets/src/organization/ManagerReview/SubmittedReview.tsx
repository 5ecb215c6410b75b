import type { ManagerReview } from '@rolescope/core/contract';
import { levelWithName } from '../../model/reports/levelComparison';
import { formatReportDate } from '../../model/reports/reportFormat';
import type { ReviewCompetency } from '../../model/reviews/reviewItems';
import { Table, type TableColumn } from '../../primitives/Table';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './ManagerReview.css';

type Row = ReviewCompetency & { level: number; comment: string };

/** A submitted review, read-only: when it was submitted, then each competency's levels and comment. */
export function SubmittedReview({
  review,
  competencies,
}: {
  review: ManagerReview;
  competencies: readonly ReviewCompetency[];
}) {
  const strings = useStrings();
  const s = strings.managerReview;
  const level = (n: number) => (n > 0 ? levelWithName(n, strings) : s.notRated);
  const rows: Row[] = competencies.flatMap((c) => {
    const item = review.items.find((i) => i.competencyId === c.competencyId);
    return item ? [{ ...c, level: item.level, comment: item.comment ?? '' }] : [];
  });
  const date = formatReportDate(review.submittedAt ?? review.updatedAt);
  const columns: TableColumn<Row>[] = [
    { key: 'competency', header: strings.reviewComparison.competency, cell: (r) => r.title },
    { key: 'employee', header: s.employeeMark, cell: (r) => level(r.selfLevel) },
    { key: 'yours', header: s.yourLevel, cell: (r) => level(r.level) },
    {
      key: 'recommended',
      header: strings.reviewComparison.recommended,
      cell: (r) => level(r.recommended),
    },
    {
      key: 'comment',
      header: s.yourComment,
      cell: (r) => <span className={styles.comment}>{r.comment || s.noComment}</span>,
    },
  ];
  return (
    <section className={styles.form} aria-label={s.title}>
      <p role="status" className={styles.stateText}>
        {review.reviewer.name
          ? formatString(s.submittedBy, { name: review.reviewer.name, date })
          : formatString(s.submittedOn, { date })}
      </p>
      <Table
        aria-label={s.title}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.competencyId}
        className={styles.tableFrame}
      />
    </section>
  );
}

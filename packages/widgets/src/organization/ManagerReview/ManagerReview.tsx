import type { ManagerReview as Review } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { formatReportDate, reportRole } from '../../model/reports/reportFormat';
import { refusalText } from '../../model/reviews/reviewErrors';
import { reviewCompetenciesOf } from '../../model/reviews/reviewItems';
import { Button } from '../../primitives/Button';
import { useOrganizationClient } from '../../provider';
import { hasRole, useSessionRole } from '../../session/useSessionRole';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './ManagerReview.css';
import { ReviewForm } from './ReviewForm';
import { reviewQueryOptions } from './reviewQuery';
import { SubmittedReview } from './SubmittedReview';

export type ManagerReviewProps = {
  /** The submitted competency report to review (one of the manager's reach). */
  reportId: string;
  /** After the review is submitted, with the review as stored. */
  onSubmitted?: (review: Review) => void;
};

/**
 * A manager's review of a submitted competency report of someone in their reach: each
 * competency's five levels as the evaluation's level cards, with the employee's chosen and the
 * recommended level marked, a comment each, Save draft and Submit review. A submitted review
 * is read-only. Only a manager's session sees it; any other shows a message and asks nothing
 * of the organisation's endpoints.
 */
export function ManagerReview({ reportId, onSubmitted }: ManagerReviewProps) {
  const s = useStrings().managerReview;
  const client = useOrganizationClient();
  const session = useSessionRole();
  const isManager = hasRole(session, 'manager');
  const query = useQuery({ ...reviewQueryOptions(client, reportId), enabled: isManager });

  const message = (text: string, alert = false) => (
    <div className={styles.root}>
      <div role={alert ? 'alert' : 'status'} className={styles.state}>
        <p className={styles.stateText}>{text}</p>
      </div>
    </div>
  );

  if (session.status === 'loading') return message(s.loading);
  if (session.status === 'signedOut') return message(s.signedOut);
  if (session.status === 'error' || query.isError)
    return (
      <div className={styles.root}>
        <div role="alert" className={styles.state}>
          <p className={styles.stateText}>{s.loadError}</p>
          {query.isError ? (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {s.retry}
            </Button>
          ) : null}
        </div>
      </div>
    );
  if (!isManager) return message(s.onlyManagers);
  if (query.isPending) return message(s.loading);
  const data = query.data;
  if (data.kind === 'refused') return message(refusalText(data.refusal, s), true);

  const { report, review } = data;
  const competencies = reviewCompetenciesOf(report);
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h2 className={styles.title}>{s.title}</h2>
        <p className={styles.subtitle}>
          {formatString(s.subtitle, {
            role: reportRole(report) || s.roleUnknown,
            date: formatReportDate(report.createdAt),
          })}
        </p>
      </header>
      {competencies.length === 0 ? (
        message(s.noCompetencies)
      ) : review?.status === 'submitted' ? (
        <SubmittedReview review={review} competencies={competencies} />
      ) : (
        <ReviewForm
          key={reportId}
          reportId={reportId}
          competencies={competencies}
          review={review}
          onSubmitted={onSubmitted}
        />
      )}
    </div>
  );
}

import { ManagerReview } from '@rolescope/widgets';
import type { ReactNode } from 'react';
import * as styles from '../base/elements.css';
import { RolescopeElementBase, type WidgetContext } from '../base/RolescopeElementBase';

/**
 * `<rolescope-review report-id="…">`: a manager's review of that report; its submission is a
 * `rolescope:review-submitted` event.
 */
export class RolescopeReviewElement extends RolescopeElementBase {
  static override observedAttributes = [...RolescopeElementBase.observedAttributes, 'report-id'];

  protected renderWidget({ emit, strings }: WidgetContext): ReactNode {
    const reportId = this.getAttribute('report-id');
    if (!reportId) return <p className={styles.note}>{strings.reportIdMissing}</p>;
    return (
      <ManagerReview
        key={reportId}
        reportId={reportId}
        onSubmitted={(review) =>
          emit('rolescope:review-submitted', { reportId, submittedAt: review.submittedAt })
        }
      />
    );
  }
}

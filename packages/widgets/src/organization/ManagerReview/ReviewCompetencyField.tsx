import { MAX_REVIEW_COMMENT_LENGTH } from '@rolescope/core/contract';
import { useId } from 'react';
import { LevelRadioGroup } from '../../evaluation';
import { levelWithName } from '../../model/reports/levelComparison';
import type { ReviewCompetency, ReviewDraftItem } from '../../model/reviews/reviewItems';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './ManagerReview.css';

export type ReviewCompetencyFieldProps = {
  competency: ReviewCompetency;
  value: ReviewDraftItem;
  onChange: (next: ReviewDraftItem) => void;
  /** Shown after a submit found it unrated. */
  missing: boolean;
  /** Shown after a save found its comment too long. */
  tooLong: boolean;
  disabled: boolean;
};

/**
 * One competency of the review: the employee's and the recommended level as text, the five
 * levels as the level picker's cards (a radio group with roving focus; the employee's level
 * marked on its card) and an optional comment with its counter.
 */
export function ReviewCompetencyField({
  competency,
  value,
  onChange,
  missing,
  tooLong,
  disabled,
}: ReviewCompetencyFieldProps) {
  const strings = useStrings();
  const s = strings.managerReview;
  const id = useId();
  const { item, title, selfLevel, recommended } = competency;
  const levelText = (n: number) => (n > 0 ? levelWithName(n, strings) : s.notRated);
  const count = value.comment.trim().length;
  const commentId = `${id}-comment`;
  return (
    <section
      className={styles.competency}
      aria-labelledby={`${id}-title`}
      data-invalid={missing || tooLong ? '' : undefined}
    >
      <h3 id={`${id}-title`} className={styles.competencyTitle} tabIndex={-1}>
        {title}
      </h3>
      <ul className={styles.references}>
        <li>{formatString(s.employeeLevel, { level: levelText(selfLevel) })}</li>
        <li>{formatString(s.recommendedLevel, { level: levelText(recommended) })}</li>
      </ul>
      {missing ? (
        <p id={`${id}-missing`} className={styles.fieldError}>
          {s.chooseLevel}
        </p>
      ) : null}
      <LevelRadioGroup
        item={item}
        value={value.level}
        onChange={(level) => onChange({ ...value, level })}
        label={formatString(s.competencyLevels, { title })}
        className={styles.levels}
        recommended={recommended}
        extraMark={{ level: selfLevel, label: s.employeeMark }}
        disabled={disabled}
        invalid={missing}
        describedBy={missing ? `${id}-missing` : undefined}
      />
      <div className={styles.commentField}>
        <label htmlFor={commentId} className={styles.commentLabel}>
          {formatString(s.comment, { title })}
          <span className={styles.optional}>({s.commentOptional})</span>
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          value={value.comment}
          readOnly={disabled}
          aria-invalid={tooLong || undefined}
          aria-describedby={[tooLong ? `${commentId}-error` : null, `${commentId}-counter`]
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => onChange({ ...value, comment: e.target.value })}
        />
        <p id={`${commentId}-counter`} className={styles.counter}>
          {formatString(s.commentCounter, { count, max: MAX_REVIEW_COMMENT_LENGTH })}
        </p>
        {tooLong ? (
          <p id={`${commentId}-error`} className={styles.fieldError}>
            {formatString(s.commentTooLong, { max: MAX_REVIEW_COMMENT_LENGTH, count })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

import { MAX_REVIEW_COMMENT_LENGTH } from '@rolescope/core/contract';
import { type KeyboardEvent, useId, useRef } from 'react';
import { LevelCard } from '../../evaluation';
import { isLevelDefined, levelOptionsOf, nextDefinedLevel } from '../../model/competencies/levels';
import { levelWithName } from '../../model/reports/levelComparison';
import type { ReviewCompetency, ReviewDraftItem } from '../../model/reviews/reviewItems';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './ManagerReview.css';

const ARROWS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

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
  const refs = useRef(new Map<number, HTMLDivElement>());
  const { item, title, selfLevel, recommended } = competency;
  const options = levelOptionsOf(item);
  const level = value.level;
  const tabStop =
    level !== undefined && isLevelDefined(options[level - 1])
      ? level
      : nextDefinedLevel(item, undefined, 1);
  const select = (next: number) => {
    if (!disabled) onChange({ ...value, level: next });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dir = ARROWS[event.key];
    if (!dir || disabled) return;
    event.preventDefault();
    const next = nextDefinedLevel(item, level ?? tabStop, dir);
    if (next === undefined) return;
    select(next);
    refs.current.get(next)?.focus();
  };
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
      <div
        role="radiogroup"
        aria-label={formatString(s.competencyLevels, { title })}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        aria-disabled={disabled || undefined}
        className={styles.levels}
        onKeyDown={onKeyDown}
      >
        {options.map((option) => (
          <LevelCard
            key={option.level}
            ref={(el) => {
              if (el) refs.current.set(option.level, el);
              else refs.current.delete(option.level);
            }}
            option={option}
            defined={isLevelDefined(option)}
            selected={level === option.level}
            recommended={recommended === option.level}
            extraMark={selfLevel === option.level ? s.employeeMark : undefined}
            tabbable={tabStop === option.level}
            onSelect={() => select(option.level)}
          />
        ))}
      </div>
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

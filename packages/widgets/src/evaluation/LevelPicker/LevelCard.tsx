import type { LevelOption } from '@rolescope/core/contract';
import { forwardRef, type KeyboardEvent, useId } from 'react';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './LevelPicker.css';

export type LevelCardProps = {
  option: LevelOption;
  defined: boolean;
  selected: boolean;
  recommended: boolean;
  /** The text of the `recommended` mark (default "Recommended"; the career rating says "Target"). */
  markLabel?: string;
  /**
   * A second mark, part of the radio's name (a manager's review marks the employee's own
   * level "Employee" beside the recommended one).
   */
  extraMark?: string;
  /** In the tab order (the roving tab stop of the radio group). */
  tabbable: boolean;
  onSelect: () => void;
};

/** One proficiency level as a radio: description, abilities, Selected and Recommended marks. */
export const LevelCard = forwardRef<HTMLDivElement, LevelCardProps>(function LevelCard(
  {
    option,
    defined,
    selected,
    recommended,
    markLabel,
    extraMark,
    tabbable,
    onSelect,
  }: LevelCardProps,
  ref,
) {
  const s = useStrings().competencyAssessment;
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (defined) onSelect();
  };
  return (
    // The card shows the whole level; the radio is its header (the level name and the mark), so
    // the radio's name is exactly its visible text (WCAG 2.5.3) and the description and
    // abilities describe it. A click anywhere on the card chooses the level; the card shows the
    // focus ring of its radio. aria-disabled keeps dimmed levels listed.
    // biome-ignore lint/a11y/noStaticElementInteractions: the radio inside takes the keyboard; the card is its larger pointer target
    // biome-ignore lint/a11y/useKeyWithClickEvents: the radio inside handles Space and Enter
    <div
      className={styles.card({ selected, disabled: !defined })}
      onClick={defined ? onSelect : undefined}
    >
      <div className={styles.cardHeader}>
        {/* biome-ignore lint/a11y/useSemanticElements: a native radio cannot carry the card's roving focus and marks */}
        <div
          ref={ref}
          role="radio"
          aria-checked={selected}
          aria-disabled={defined ? undefined : true}
          aria-describedby={`${id}-description`}
          tabIndex={tabbable ? 0 : -1}
          className={styles.radio}
          onKeyDown={onKeyDown}
        >
          <span className={styles.levelName}>{formatString(s.level, { level: option.level })}</span>
          {recommended ? ' ' : null}
          {recommended ? (
            <span className={styles.badge({ tone: 'accent' })}>{markLabel ?? s.recommended}</span>
          ) : null}
          {extraMark ? ' ' : null}
          {extraMark ? (
            <span className={styles.badge({ tone: 'neutral' })}>{extraMark}</span>
          ) : null}
        </div>
        {selected ? (
          // aria-checked says it to assistive technology; the mark is for the eye.
          <span className={styles.badge({ tone: 'success' })} aria-hidden="true">
            {s.selected}
          </span>
        ) : null}
      </div>
      <p id={`${id}-description`} className={styles.description}>
        {defined ? option.description : s.notDefined}
      </p>
      {option.abilities.length > 0 ? (
        <ul className={styles.abilities}>
          {option.abilities.map((ability) => (
            <li key={ability}>{ability}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
LevelCard.displayName = 'LevelCard';

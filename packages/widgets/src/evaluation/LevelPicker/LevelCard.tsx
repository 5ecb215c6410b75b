import type { LevelOption } from '@rolescope/core';
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
  /** In the tab order (the roving tab stop of the radio group). */
  tabbable: boolean;
  onSelect: () => void;
};

/** One proficiency level as a radio: description, abilities, Selected and Recommended marks. */
export const LevelCard = forwardRef<HTMLDivElement, LevelCardProps>(function LevelCard(
  { option, defined, selected, recommended, markLabel, tabbable, onSelect }: LevelCardProps,
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
    // A card with a list inside cannot be a native radio; aria-disabled keeps dimmed levels listed.
    // Its label is the visible level name (and mark); the description and abilities describe it.
    // axe's experimental label-content-name-mismatch compares the name with all of the card's
    // text, so it is exempt here (WCAG 2.5.3 concerns the label, which is in the name).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      ref={ref}
      role="radio"
      data-a11y-exempt="label-content-name-mismatch"
      aria-checked={selected}
      aria-disabled={defined ? undefined : true}
      aria-labelledby={`${id}-name${recommended ? ` ${id}-recommended` : ''}`}
      aria-describedby={`${id}-description`}
      tabIndex={tabbable ? 0 : -1}
      className={styles.card({ selected, disabled: !defined })}
      onClick={defined ? onSelect : undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.cardHeader}>
        <span id={`${id}-name`} className={styles.levelName}>
          {formatString(s.level, { level: option.level })}
        </span>
        {recommended ? (
          <span id={`${id}-recommended`} className={styles.badge({ tone: 'accent' })}>
            {markLabel ?? s.recommended}
          </span>
        ) : null}
        {selected ? <span className={styles.badge({ tone: 'success' })}>{s.selected}</span> : null}
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

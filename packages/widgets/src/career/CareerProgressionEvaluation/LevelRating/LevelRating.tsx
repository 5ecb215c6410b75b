import type { CompetencyLevelItem } from '@rolescope/core';
import { useId } from 'react';
import { LevelRadioGroup } from '../../../evaluation';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import * as styles from './LevelRating.css';

export type LevelRatingProps = {
  item: CompetencyLevelItem;
  /**
   * The level the target needs, marked "Target" on its card: what the user aims for, not a
   * suggestion for the current level (a "Recommended" mark would anchor the rating).
   */
  target: number | undefined;
  /** The current level the user chose. */
  value: number | undefined;
  onChange: (level: number) => void;
};

/**
 * One competency: its five levels as a radio group of the level picker's cards (description
 * and abilities on each; undefined levels dimmed). Arrow keys move the choice (roving focus).
 */
export function LevelRating({ item, target, value, onChange }: LevelRatingProps) {
  const s = useStrings().careerEvaluation;
  const headingId = useId();
  return (
    <section className={styles.competency} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {item.title}
      </h3>
      {item.description ? <p className={styles.intro}>{item.description}</p> : null}
      <LevelRadioGroup
        item={item}
        value={value}
        onChange={onChange}
        label={formatString(s.competencyLevels, { title: item.title })}
        className={styles.levels}
        recommended={target}
        markLabel={s.targetBadge}
      />
    </section>
  );
}

import type { CompetencyLevelItem } from '@rolescope/core';
import { type KeyboardEvent, useId, useRef } from 'react';
import { LevelCard } from '../../../evaluation';
import {
  isLevelDefined,
  levelOptionsOf,
  nextDefinedLevel,
} from '../../../model/competencies/levels';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import * as styles from './LevelRating.css';

const ARROWS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

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
  const refs = useRef(new Map<number, HTMLDivElement>());
  const options = levelOptionsOf(item);
  const tabStop =
    value !== undefined && isLevelDefined(options[value - 1])
      ? value
      : nextDefinedLevel(item, undefined, 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dir = ARROWS[event.key];
    if (!dir) return;
    event.preventDefault();
    const next = nextDefinedLevel(item, value ?? tabStop, dir);
    if (next === undefined) return;
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <section className={styles.competency} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {item.title}
      </h3>
      {item.description ? <p className={styles.intro}>{item.description}</p> : null}
      <div
        role="radiogroup"
        aria-label={formatString(s.competencyLevels, { title: item.title })}
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
            selected={value === option.level}
            recommended={target === option.level}
            markLabel={s.targetBadge}
            tabbable={tabStop === option.level}
            onSelect={() => onChange(option.level)}
          />
        ))}
      </div>
    </section>
  );
}

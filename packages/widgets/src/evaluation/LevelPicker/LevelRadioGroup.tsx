import type { CompetencyLevelItem } from '@rolescope/core';
import { type KeyboardEvent, useRef } from 'react';
import { isLevelDefined, levelOptionsOf, nextDefinedLevel } from '../../model/competencies/levels';
import { LevelCard } from './LevelCard';

const ARROWS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

export type LevelRadioGroupProps = {
  item: CompetencyLevelItem;
  /** The chosen level. */
  value: number | undefined;
  onChange: (level: number) => void;
  /** The group's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className: string;
  /** The level marked on its card (as "Recommended", or `markLabel`). */
  recommended?: number | undefined;
  markLabel?: string;
  /** A second mark on one level's card (the employee's own level in a review). */
  extraMark?: { level: number; label: string } | undefined;
  /** Shown, but the choice cannot change. */
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
};

/**
 * One competency's five levels as a radio group of the level picker's cards (undefined levels
 * dimmed): arrow keys move the choice over the defined levels (roving focus).
 */
export function LevelRadioGroup({
  item,
  value,
  onChange,
  label,
  labelledBy,
  className,
  recommended,
  markLabel,
  extraMark,
  disabled = false,
  invalid = false,
  describedBy,
}: LevelRadioGroupProps) {
  const refs = useRef(new Map<number, HTMLDivElement>());
  const options = levelOptionsOf(item);
  const tabStop =
    value !== undefined && isLevelDefined(options[value - 1])
      ? value
      : nextDefinedLevel(item, undefined, 1);
  const select = (next: number) => {
    if (!disabled) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dir = ARROWS[event.key];
    if (!dir || disabled) return;
    event.preventDefault();
    const next = nextDefinedLevel(item, value ?? tabStop, dir);
    if (next === undefined) return;
    select(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className={className}
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
          recommended={recommended === option.level}
          {...(markLabel !== undefined && { markLabel })}
          {...(extraMark?.level === option.level && { extraMark: extraMark.label })}
          tabbable={tabStop === option.level}
          onSelect={() => select(option.level)}
        />
      ))}
    </div>
  );
}

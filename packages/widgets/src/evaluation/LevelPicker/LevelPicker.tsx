import type { CompetencyLevelItem, SelectedLevels } from '@rolescope/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  hasContent,
  isLevelDefined,
  levelOptionsOf,
  nextDefinedLevel,
  progressPercent,
} from '../../model/competencies/levels';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { LevelCard } from './LevelCard';
import * as styles from './LevelPicker.css';

export type LevelPickerProps = {
  /** The competencies `calculateCompetencyLevel` returned, in step order. */
  items: CompetencyLevelItem[];
  /** Step number (as a string) → chosen level. */
  selectedLevels: SelectedLevels;
  onSelectedLevelsChange: (next: SelectedLevels) => void;
  /** The competency shown first, from 1 (default 1). */
  startStep?: number;
  /** Complete on the last step. */
  onComplete: (selectedLevels: SelectedLevels) => void;
  /** Shows a close button (and Escape closes). */
  onClose?: () => void;
};

const ARROWS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The full-screen level picker: one competency per step, a radio group of its five levels
 * (undefined levels dimmed and not selectable), Previous / Continue / Complete.
 */
export function LevelPicker({
  items,
  selectedLevels,
  onSelectedLevelsChange,
  startStep = 1,
  onComplete,
  onClose,
}: LevelPickerProps) {
  const s = useStrings().competencyAssessment;
  const total = items.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startStep - 1, 0), total - 1));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRefs = useRef(new Map<number, HTMLDivElement>());
  const headingId = useId();
  const shownIndex = useRef(index);

  // Focus moves to the competency heading when the step changes (not on opening).
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    headingRef.current?.focus();
  }, [index]);

  const item = items[Math.max(index, 0)];
  if (!item) return null;
  const key = String(item.step);
  const chosen = selectedLevels[key];
  const options = levelOptionsOf(item);
  const canGoOn = !hasContent(item) || chosen !== undefined;
  const isLast = index === total - 1;
  const step = index + 1;
  const tabStop =
    chosen !== undefined && isLevelDefined(options[chosen - 1])
      ? chosen
      : nextDefinedLevel(item, undefined, 1);

  const select = (level: number) => onSelectedLevelsChange({ ...selectedLevels, [key]: level });

  const onGroupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dir = ARROWS[event.key];
    if (!dir) return;
    event.preventDefault();
    const next = nextDefinedLevel(item, chosen ?? tabStop, dir);
    if (next === undefined) return;
    select(next);
    cardRefs.current.get(next)?.focus();
  };

  return (
    <Dialog
      open
      size="full"
      title={s.title}
      className={styles.panel}
      dismissable={false}
      showClose={onClose !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      initialFocus={headingRef}
      footer={
        <>
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {s.previous}
          </Button>
          <Button
            disabled={!canGoOn}
            onClick={() => (isLast ? onComplete(selectedLevels) : setIndex(index + 1))}
          >
            {isLast ? s.complete : s.continue}
          </Button>
        </>
      }
    >
      <div className={styles.progress}>
        <div className={styles.progressRow}>
          <span>{formatString(s.stepOf, { n: step, total })}</span>
          <span>{formatString(s.percent, { percent: progressPercent(step, total) })}</span>
        </div>
        <ProgressBar
          value={progressPercent(step, total)}
          label={s.progressLabel}
          valueText={formatString(s.stepOf, { n: step, total })}
        />
      </div>
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className={styles.heading}>
        {item.title}
      </h3>
      {item.description ? <p className={styles.intro}>{item.description}</p> : null}
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        className={styles.grid}
        onKeyDown={onGroupKeyDown}
      >
        {options.map((option) => (
          <LevelCard
            key={option.level}
            ref={(el) => {
              if (el) cardRefs.current.set(option.level, el);
              else cardRefs.current.delete(option.level);
            }}
            option={option}
            defined={isLevelDefined(option)}
            selected={chosen === option.level}
            recommended={item.recommendedLevel === option.level}
            tabbable={tabStop === option.level}
            onSelect={() => select(option.level)}
          />
        ))}
      </div>
    </Dialog>
  );
}

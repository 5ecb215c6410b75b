import type { CompetencyLevelItem, SelectedLevels } from '@rolescope/core';
import { useEffect, useId, useRef, useState } from 'react';
import { hasContent, progressPercent } from '../../model/competencies/levels';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './LevelPicker.css';
import { LevelRadioGroup } from './LevelRadioGroup';

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
  const canGoOn = !hasContent(item) || chosen !== undefined;
  const isLast = index === total - 1;
  const step = index + 1;
  const select = (level: number) => onSelectedLevelsChange({ ...selectedLevels, [key]: level });

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
      <LevelRadioGroup
        item={item}
        value={chosen}
        onChange={select}
        labelledBy={headingId}
        className={styles.grid}
        recommended={item.recommendedLevel}
      />
    </Dialog>
  );
}

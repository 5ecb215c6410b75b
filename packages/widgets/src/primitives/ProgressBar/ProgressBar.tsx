import { useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import * as styles from './ProgressBar.css';

export type ProgressBarProps = {
  value: number;
  min?: number;
  max?: number;
  /** The accessible name. */
  label: string;
  /** The announced value text, e.g. "Step 2 of 5". */
  valueText?: string;
  className?: string;
};

/**
 * A determinate progress bar (`role="progressbar"`). The fill's width is set through the
 * CSSOM (`style.setProperty`), never a `style` attribute, so a strict CSP holds.
 */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  valueText,
  className,
}: ProgressBarProps) {
  const fillRef = useRef<HTMLDivElement>(null);
  const clamped = Math.min(Math.max(value, min), max);
  const fraction = max > min ? (clamped - min) / (max - min) : 0;
  useIsomorphicLayoutEffect(() => {
    fillRef.current?.style.setProperty(styles.fractionVar, String(fraction));
  }, [fraction]);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={clamped}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={valueText}
      className={[styles.track, className].filter(Boolean).join(' ')}
    >
      <div ref={fillRef} className={styles.fill} />
    </div>
  );
}

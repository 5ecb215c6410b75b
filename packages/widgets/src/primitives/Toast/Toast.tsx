import { useEffect, useRef } from 'react';
import { useStrings } from '../../strings/StringsContext';
import type { ToastItem } from './context';
import * as styles from './Toast.css';

/** How long a default or success toast stays (docs/toasts.md). */
const DEFAULT_TOAST_DURATION_MS = 5000;

/** A destructive toast stays until closed (or the user navigates): an error is not timed out. */
const durationOf = (variant: string): number =>
  variant === 'destructive' ? Number.POSITIVE_INFINITY : DEFAULT_TOAST_DURATION_MS;

export type ToastProps = {
  item: ToastItem;
  /** True while the pointer or focus is in the region: the timer waits. */
  paused: boolean;
  onDismiss: (id: string) => void;
};

/** One notification: closes itself after its duration (paused while hovered or focused). */
export function Toast({ item, paused, onDismiss }: ToastProps) {
  const strings = useStrings();
  const { id, title, description, variant = 'default', duration = durationOf(variant) } = item;
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const start = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - start;
    };
  }, [paused, id, onDismiss]);

  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      className={styles.toast({ variant })}
      data-toast-id={id}
    >
      <p className={styles.title}>{title}</p>
      {/* A div: a bold paragraph above a plain one reads as a heading to axe (p-as-heading). */}
      {description ? <div className={styles.description}>{description}</div> : null}
      <button
        type="button"
        className={styles.close}
        aria-label={strings.toasts.close}
        onClick={() => onDismiss(id)}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}

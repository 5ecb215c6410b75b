import { useEffect } from 'react';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './SaveStatus.css';

export type SaveStatusProps = {
  /** The draft's state, as `useDraft` gives it. */
  status: 'idle' | 'saving' | 'saved' | 'error';
  /** When the server last acknowledged a save (ms since the epoch). */
  lastSavedAt: number | undefined;
  /** A save failed or was asked for offline: it will be retried. */
  pending: boolean;
};

// Creating an Intl.DateTimeFormat costs several milliseconds (the first one loads the
// locale's data): one serves every render (the status re-renders with each answer of the
// wizard), made while the browser is idle after the status mounts, not in an answer's frame.
let clock: Intl.DateTimeFormat | undefined;
const clockFormat = () => {
  clock ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
  return clock;
};
const timeOf = (ms: number) => clockFormat().format(ms);
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/**
 * The wizards' quiet saved indicator: "Saving...", "Saved at 14:32", or "Not saved — will
 * retry" when offline or after a failure. A polite status next to the wizard's actions: it
 * never takes focus, and autosaves do not toast (docs/toasts.md).
 */
export function SaveStatus({ status, lastSavedAt, pending }: SaveStatusProps) {
  const { wizard } = useStrings();
  useEffect(() => (clock ? undefined : whenIdle(() => void clockFormat().format(0))), []);
  const tone = status === 'saving' ? 'saving' : pending ? 'pending' : 'saved';
  let text = '';
  if (status === 'saving') text = wizard.savingDraft;
  else if (pending) text = wizard.pendingSave;
  else if (lastSavedAt !== undefined)
    text = formatString(wizard.draftSavedAt, { time: timeOf(lastSavedAt) });
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={styles.status({ tone })}
      data-save-status={tone}
    >
      {text}
    </p>
  );
}

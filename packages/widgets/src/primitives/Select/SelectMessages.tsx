import type { ReactNode } from 'react';
import * as fieldStyles from '../TextField/TextField.css';

/** Whether a select shows `error` (anything but nothing, false or an empty text). */
export const hasSelectError = (error: ReactNode) =>
  error != null && error !== false && error !== '';

/** The `aria-describedby` of a select's combobox: its error and its hint, when shown. */
export const selectDescribedBy = (baseId: string, error: ReactNode, hint: ReactNode) =>
  [hasSelectError(error) ? `${baseId}-error` : null, hint ? `${baseId}-hint` : null]
    .filter(Boolean)
    .join(' ') || undefined;

/** The error and the hint under a select (Select, MultiSelect), named by `selectDescribedBy`. */
export function SelectMessages({
  baseId,
  error,
  hint,
}: {
  baseId: string;
  error: ReactNode;
  hint: ReactNode;
}) {
  return (
    <>
      {hasSelectError(error) ? (
        <p id={`${baseId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${baseId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

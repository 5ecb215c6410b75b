import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import * as fieldStyles from '../TextField/TextField.css';
import { useFieldIds } from '../TextField/useFieldIds';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The label beside the box (may contain a link or button next to it via `after`). */
  label: ReactNode;
  /** Content after the label, outside it (e.g. a "Terms and Privacy Policy" button). */
  after?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A native checkbox with its label, hint and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, after, hint, error, id, className, ...rest }: CheckboxProps,
  ref,
) {
  const hasError = error != null && error !== false && error !== '';
  const ids = useFieldIds(id, { hint: hint != null, message: hasError });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <span>
          <label htmlFor={ids.inputId}>{label}</label>
          {after ? <> {after}</> : null}
        </span>
      </div>
      {hasError ? (
        <p id={ids.messageId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint != null ? (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
Checkbox.displayName = 'Checkbox';

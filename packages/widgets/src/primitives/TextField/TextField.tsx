import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './TextField.css';
import { useFieldIds } from './useFieldIds';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** The error message: marks the input invalid and is announced with it. */
  error?: ReactNode;
  /** A success hint (e.g. "Email is valid"): shown when there is no error. */
  successHint?: ReactNode;
  /** Content inside the input's end (e.g. a show/hide button). */
  endAdornment?: ReactNode;
};

/** A labelled text input with hint, error (aria-invalid + aria-describedby) and success states. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    successHint,
    endAdornment,
    id,
    required,
    className,
    'aria-describedby': describedByProp,
    ...rest
  }: TextFieldProps,
  ref,
) {
  const hasError = error != null && error !== false && error !== '';
  const showSuccess = !hasError && successHint != null && successHint !== '';
  const ids = useFieldIds(id, {
    hint: hint != null,
    message: hasError || showSuccess,
    describedBy: describedByProp,
  });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={ids.inputId} id={ids.labelId}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={ids.inputId}
          className={[styles.input, endAdornment ? styles.withEndAdornment : null]
            .filter(Boolean)
            .join(' ')}
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedBy}
          data-state={hasError ? 'error' : showSuccess ? 'success' : undefined}
          {...rest}
        />
        {endAdornment ? <div className={styles.endAdornment}>{endAdornment}</div> : null}
      </div>
      {hasError ? (
        <p id={ids.messageId} className={styles.error}>
          {error}
        </p>
      ) : showSuccess ? (
        <p id={ids.messageId} className={styles.success}>
          {successHint}
        </p>
      ) : null}
      {hint != null ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
TextField.displayName = 'TextField';

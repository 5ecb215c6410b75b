import { ROLE_OBJECTIVE_MAX_LENGTH } from '@rolescope/core/validation';
import type { ReactNode } from 'react';
import * as fieldStyles from '../../primitives/TextField/TextField.css';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './RoleDetailsStep.css';

export type RoleObjectiveFieldProps = {
  id: string;
  value: string;
  onChange: (next: string) => void;
  error?: ReactNode;
  className?: string;
};

/** The role objective: a textarea capped at 250 characters with a live "N/250" counter. */
export function RoleObjectiveField({
  id,
  value,
  onChange,
  error,
  className,
}: RoleObjectiveFieldProps) {
  const s = useStrings().roleDetailsStep;
  const hasError = error != null && error !== '';
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {s.description}
        <span className={fieldStyles.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        required
        maxLength={ROLE_OBJECTIVE_MAX_LENGTH}
        value={value}
        aria-invalid={hasError || undefined}
        aria-describedby={[hasError ? `${id}-error` : null, `${id}-counter`]
          .filter(Boolean)
          .join(' ')}
        onChange={(e) => onChange(e.target.value.slice(0, ROLE_OBJECTIVE_MAX_LENGTH))}
      />
      <p id={`${id}-counter`} className={styles.counter}>
        {formatString(s.descriptionCounter, {
          count: value.length,
          max: ROLE_OBJECTIVE_MAX_LENGTH,
        })}
      </p>
      {hasError ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

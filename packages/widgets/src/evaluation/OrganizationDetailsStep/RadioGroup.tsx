import * as fieldStyles from '../../primitives/TextField/TextField.css';
import * as styles from './OrganizationDetailsStep.css';

type RadioOption = { value: string; label: string; disabled?: boolean };

export type RadioGroupProps = {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  /** Messages under the group (its description). */
  error?: readonly string[];
};

/**
 * Native radios in a fieldset: one Tab stop, arrows move and choose (disabled ones skipped),
 * the legend names the group; messages describe it.
 */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  required,
  error,
}: RadioGroupProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        {legend}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label
            key={option.value}
            className={styles.radio}
            data-disabled={option.disabled || undefined}
          >
            <input
              type="radio"
              className={styles.radioInput}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

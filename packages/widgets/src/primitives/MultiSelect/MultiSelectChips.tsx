import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import type { MultiSelectOption } from './filterOptions';
import * as styles from './MultiSelect.css';

export type MultiSelectChipsProps = {
  /** The chosen options, in choice order. */
  chosen: readonly MultiSelectOption[];
  disabled: boolean;
  onRemove: (value: string) => void;
};

/** One chip per chosen option, each with a "Remove X" button (none while disabled). */
export function MultiSelectChips({ chosen, disabled, onRemove }: MultiSelectChipsProps) {
  const strings = useStrings();
  return (
    <>
      {chosen.map((option) => (
        <span key={option.value} className={styles.chip} data-value={option.value}>
          <span className={styles.chipLabel}>{option.label}</span>
          {disabled ? null : (
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={formatString(strings.common.removeOption, { label: option.label })}
              onClick={(event) => {
                event.stopPropagation();
                onRemove(option.value);
              }}
            >
              <svg width="12" height="12" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            </button>
          )}
        </span>
      ))}
    </>
  );
}

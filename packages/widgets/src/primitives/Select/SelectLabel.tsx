import type { ReactNode } from 'react';
import { useStrings } from '../../strings/StringsContext';
import * as fieldStyles from '../TextField/TextField.css';
import { Tooltip } from '../Tooltip';
import * as styles from './Select.css';

export type SelectLabelProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  info?: ReactNode;
  infoDelay?: number | undefined;
  /** Focuses the combobox (what a click on a native label would do). */
  onActivate: () => void;
};

/** The select's label with its required star and an optional info tooltip button. */
export function SelectLabel({
  id,
  label,
  required,
  info,
  infoDelay,
  onActivate,
}: SelectLabelProps) {
  const strings = useStrings();
  return (
    <div className={styles.labelRow}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicking the label focuses the combobox, as a native label would */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox itself is keyboard-operable */}
      <span id={id} className={fieldStyles.label} onClick={onActivate}>
        {label}
        {required ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {info ? (
        <Tooltip content={info} delay={infoDelay}>
          <button type="button" className={styles.infoButton} aria-label={strings.common.moreInfo}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
              <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </Tooltip>
      ) : null}
    </div>
  );
}

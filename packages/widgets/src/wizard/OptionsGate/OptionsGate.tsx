import { type ReactNode, useId } from 'react';
import { Button } from '../../primitives/Button';
import * as fieldStyles from '../../primitives/TextField/TextField.css';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './OptionsGate.css';

export type OptionsGateProps = {
  /** The field's label (the same as the select's). */
  label: ReactNode;
  required?: boolean;
  /** The options are loading for the first time: a busy placeholder replaces the select. */
  pending: boolean;
  /** The options could not be loaded: an inline error with Retry replaces the select. */
  failed?: boolean;
  onRetry?: () => void;
  className?: string;
  /** The select, shown once its options are there. */
  children: ReactNode;
};

/**
 * A select whose options come from the server: while they load, a busy group named by the
 * field's label with a visible "Loading options…" status stands in its place (a select is
 * never shown without its options); when they fail, an inline error with Retry.
 */
export function OptionsGate({
  label,
  required = false,
  pending,
  failed = false,
  onRetry,
  className,
  children,
}: OptionsGateProps) {
  const strings = useStrings();
  const s = strings.common;
  const labelId = `rs-options-${useId().replace(/:/g, '')}`;
  if (!pending && !failed) return <>{children}</>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: no form controls to group (a status or an alert), named by the field's label
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={pending || undefined}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {pending ? (
        <p role="status" className={styles.skeleton}>
          {s.loadingOptions}
        </p>
      ) : (
        <div role="alert" className={styles.failed}>
          <span>{s.optionsFailed}</span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {s.retry}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './SubmitConfirmation.css';

export type SubmitConfirmationProps = {
  /** The Yes/No question is open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Yes: the dialog closes, then this runs the submit. */
  onConfirm: () => void;
  /** The submit is running: a busy overlay (role status) covers the page. */
  pending: boolean;
  /** Default: the results page's "Submit Survey". */
  title?: string;
  /** Default: "Are you sure you want to submit the survey?". */
  description?: string;
  /** Default: "Submitting your report...". */
  busyText?: string;
};

/**
 * The confirmation before a report is sent (an alertdialog with No and Yes, spec: "Submit
 * Survey opens a Yes/No confirmation") and the busy overlay while it runs. Pair it with
 * `useGlobalLoading` for the host's global loading indicator.
 */
export function SubmitConfirmation({
  open,
  onOpenChange,
  onConfirm,
  pending,
  title,
  description,
  busyText,
}: SubmitConfirmationProps) {
  const s = useStrings().competencyResults;
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        role="alertdialog"
        size="sm"
        title={title ?? s.confirmTitle}
        description={description ?? s.confirmText}
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {s.no}
            </Button>
            <Button
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
            >
              {s.yes}
            </Button>
          </>
        }
      />
      {pending ? (
        <div className={styles.busy} role="status" aria-live="polite" aria-busy="true">
          <div className={styles.busyBox}>{busyText ?? s.submitting}</div>
        </div>
      ) : null}
    </>
  );
}

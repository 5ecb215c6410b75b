import type { Report } from '@rolescope/core';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ListState } from '../../primitives/ListState';
import { useStrings } from '../../strings/StringsContext';
import { ReportDialog } from './ReportDialog';
import * as styles from './ReportDialog.css';

export type ReportLoadDialogProps = {
  /** The report once read: the ReportDialog shows it. */
  report: Report | undefined;
  /** Reading it failed: the dialog says so, with Retry. */
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
  /** The texts of the widget that opens it. */
  strings: {
    openingReport: string;
    openErrorTitle: string;
    openErrorMessage: string;
    retry: string;
  };
};

/**
 * A report read when it is opened: the ReportDialog once it is there; meanwhile a small
 * dialog says it is opening it, and if it cannot be read, says so with Retry.
 */
export function ReportLoadDialog({
  report,
  failed,
  onRetry,
  onClose,
  strings: s,
}: ReportLoadDialogProps) {
  const { common } = useStrings();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (report) return <ReportDialog report={report} open onOpenChange={onOpenChange} />;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="sm"
      title={failed ? s.openErrorTitle : s.openingReport}
      footer={
        failed ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {common.close}
            </Button>
            <Button onClick={onRetry}>{s.retry}</Button>
          </>
        ) : null
      }
    >
      {failed ? (
        <p role="alert" className={styles.loadError}>
          {s.openErrorMessage}
        </p>
      ) : (
        <ListState role="status" spinner>
          {s.openingReport}
        </ListState>
      )}
    </Dialog>
  );
}

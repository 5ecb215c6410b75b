import type { Report } from '@rolescope/core';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ListState } from '../../primitives/ListState';
import { useStrings } from '../../strings/StringsContext';
import { ReportDialog } from './ReportDialog';
import * as styles from './ReportDialog.css';

export type ReportLoadDialogProps = {
  /** The report's query: its data once read (the ReportDialog shows it), or its failure (Retry). */
  query: { data: Report | undefined; isError: boolean; refetch: () => unknown };
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
export function ReportLoadDialog({ query, onClose, strings: s }: ReportLoadDialogProps) {
  const { common } = useStrings();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (query.data) return <ReportDialog report={query.data} open onOpenChange={onOpenChange} />;
  const failed = query.isError;
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
            <Button onClick={() => void query.refetch()}>{s.retry}</Button>
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

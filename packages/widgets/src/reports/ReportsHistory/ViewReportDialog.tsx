import type { ReportSummary } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ListState } from '../../primitives/ListState';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { ReportDialog } from '../ReportDialog/ReportDialog';
import * as styles from './ReportsHistory.css';
import { reportQueryOptions } from './reportsQuery';

export type ViewReportDialogProps = {
  /** The owner's e-mail (the cache key of their reports). */
  email: string;
  /** The report to show (read whole with `fetchUserReport`); nothing renders while null. */
  summary: ReportSummary | null;
  onClose: () => void;
};

/**
 * View Report: reads the one report (already cached when its button was hovered or focused)
 * and shows it in the ReportDialog; meanwhile the dialog says it is opening it, and if it
 * cannot be read, says so with Retry.
 */
export function ViewReportDialog({ email, summary, onClose }: ViewReportDialogProps) {
  const { client } = useRolescope();
  const { reportsHistory: s, common } = useStrings();
  const query = useQuery({
    ...reportQueryOptions(client, email, summary?._id ?? ''),
    enabled: summary !== null,
  });
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (summary === null) return null;
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
        <p role="alert" className={styles.stateText}>
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

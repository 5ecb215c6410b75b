import type { TeamMember } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ListState } from '../../primitives/ListState';
import { useOrganizationClient } from '../../provider';
import { ReportDialog } from '../../reports';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './TeamReports.css';
import { teamReportQueryOptions } from './teamQuery';

export type TeamReportDialogProps = {
  /** The person whose latest report to show; nothing renders while null. */
  member: TeamMember | null;
  onClose: () => void;
};

/**
 * A person's latest report in the ReportDialog (read with `fetchEmbedReport` when opened);
 * meanwhile the dialog says it is opening it, and if it cannot be read, says so with Retry.
 */
export function TeamReportDialog({ member, onClose }: TeamReportDialogProps) {
  const client = useOrganizationClient();
  const { teamReports: s, common } = useStrings();
  const id = member?.latestReport?.id ?? '';
  const query = useQuery({ ...teamReportQueryOptions(client, id), enabled: id !== '' });
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (id === '') return null;
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

import type { TeamMember } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { useOrganizationClient } from '../../provider';
import { ReportLoadDialog } from '../../reports';
import { useStrings } from '../../strings/StringsContext';
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
  const { teamReports: s } = useStrings();
  const id = member?.latestReport?.id ?? '';
  const query = useQuery({ ...teamReportQueryOptions(client, id), enabled: id !== '' });
  if (id === '') return null;
  return <ReportLoadDialog query={query} onClose={onClose} strings={s} />;
}

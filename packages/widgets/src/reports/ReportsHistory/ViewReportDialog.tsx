import type { ReportSummary } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { ReportLoadDialog } from '../ReportDialog';
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
  const { reportsHistory: s } = useStrings();
  const query = useQuery({
    ...reportQueryOptions(client, email, summary?._id ?? ''),
    enabled: summary !== null,
  });
  if (summary === null) return null;
  return <ReportLoadDialog query={query} onClose={onClose} strings={s} />;
}

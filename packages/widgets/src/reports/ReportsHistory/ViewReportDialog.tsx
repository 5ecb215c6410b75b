import type { ReportSummary } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useImperativeHandle, useState } from 'react';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { ReportLoadDialog } from '../ReportDialog';
import { reportQueryOptions } from './reportsQuery';

export type ViewReportDialogProps = {
  /** The owner's e-mail (the cache key of their reports). */
  email: string;
  /** Set, while the dialog is mounted, to the function that opens it on a report. */
  openRef: RefObject<((summary: ReportSummary) => void) | null>;
};

/**
 * View Report: reads the one report (already cached when its button was hovered or focused)
 * and shows it in the ReportDialog; meanwhile the dialog says it is opening it, and if it
 * cannot be read, says so with Retry. Which report it shows is its own state (opened through
 * `openRef`), so opening and closing it renders the dialog alone, not the page behind it (the
 * list's query, table and pagination).
 */
export function ViewReportDialog({ email, openRef }: ViewReportDialogProps) {
  const { client } = useRolescope();
  const { reportsHistory: s } = useStrings();
  const [summary, setSummary] = useState<ReportSummary | null>(null);
  useImperativeHandle(openRef, () => setSummary, []);
  const query = useQuery({
    ...reportQueryOptions(client, email, summary?._id ?? ''),
    enabled: summary !== null,
  });
  if (summary === null) return null;
  return <ReportLoadDialog query={query} onClose={() => setSummary(null)} strings={s} />;
}

import type { Report } from '@rolescope/core';
import { ReportDialog } from '@rolescope/widgets';

/** Opens a completed report in the ReportDialog. */
export function ReportViewer({ report, onClose }: { report: Report | null; onClose: () => void }) {
  return (
    <ReportDialog report={report} open={report !== null} onOpenChange={(o) => !o && onClose()} />
  );
}

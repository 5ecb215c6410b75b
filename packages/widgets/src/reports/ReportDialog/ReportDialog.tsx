import type { Report } from '@rolescope/core';
import { memo, useCallback } from 'react';
import { careerTargetRole, isCareerReport } from '../../model/career/readCareerReport';
import { saveTextFile } from '../../model/files/saveTextFile';
import { competencyCsv, competencyCsvFileName } from '../../model/reports/competencyCsv';
import { formatReportDate, reportRole } from '../../model/reports/reportFormat';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { ReportBody } from './ReportBody';
import * as styles from './ReportDialog.css';

const MemoReportBody = memo(ReportBody);

export type ReportDialogProps = {
  /** The completed report to show (nothing renders while null). */
  report: Report | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The read-only, printable Competency Identification Report. Download prints it
 * (`window.print()`); the print styles lay it out on A4 pages with every section open
 * and no controls.
 */
export function ReportDialog({ report, open, onOpenChange }: ReportDialogProps) {
  const { reportDialog: s, careerEvaluation } = useStrings();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const career = report !== null && isCareerReport(report);
  const role = report
    ? ((career ? careerTargetRole(report) : undefined) ?? reportRole(report))
    : '';
  const date = formatReportDate(report?.createdAt) || s.recent;
  return (
    <Dialog
      open={open && report !== null}
      onOpenChange={onOpenChange}
      size="lg"
      title={career ? careerEvaluation.reportTitle : s.title}
      description={formatString(s.headerLine, { role: role || s.notAvailable, date })}
      className={styles.panel}
    >
      {report ? (
        <>
          {/* The mark a custom element looks for to print only the report (elements' printSheet). */}
          <div className={styles.toolbar} data-rs-print-report="">
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" stroke="currentColor" strokeWidth="2" />
              </svg>
              {s.download}
            </Button>
            {career ? null : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  saveTextFile(
                    competencyCsvFileName(report, s),
                    competencyCsv(report, s),
                    'text/csv;charset=utf-8',
                  )
                }
              >
                {s.downloadCsv}
              </Button>
            )}
          </div>
          <MemoReportBody report={report} onClose={close} />
        </>
      ) : null}
    </Dialog>
  );
}

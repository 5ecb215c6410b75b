import type { Report } from '@rolescope/core';
import { readCareerReport } from '../../model/career/readCareerReport';
import { competencyLevelsOf } from '../../model/reports/levelComparison';
import {
  formatReportDate,
  formatReportTime,
  shortReportId,
} from '../../model/reports/reportFormat';
import { Button } from '../../primitives/Button';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { CareerReportView } from '../CareerReportView';
import { CompetencyProfileChart, ScoreCompositionChart } from '../charts';
import { ResultSummary, scoreOfReport, scorePartsOf } from '../shared/ResultSummary';
import { ManagerReviewSection } from './ManagerReviewSection';
import * as styles from './ReportDialog.css';
import { ReportSections } from './ReportSections';
import { useMountedForPrint } from './useMountedForPrint';

export type ReportBodyProps = { report: Report; onClose: () => void };

/** The report's sections and its footer. */
export function ReportBody({ report, onClose }: ReportBodyProps) {
  const strings = useStrings();
  const s = strings.reportDialog;
  const career = readCareerReport(report);
  const score = career ? null : scoreOfReport(report);
  const levels = competencyLevelsOf(report);
  const profileItems = levels.flatMap(({ title, chosen, recommended }) =>
    chosen > 0 && recommended > 0 ? [{ name: title, chosen, recommended }] : [],
  );
  const date = formatReportDate(report.createdAt);
  const generated = date ? `${date}, ${formatReportTime(report.createdAt)}` : s.recently;
  const id = shortReportId(report._id);
  const { common } = strings;
  // The opening click paints the dialog's first screen only (its title, toolbar, the result
  // summary and the footer): the charts, the manager's review and the six sections come in a
  // task after that paint, or at once when printing (`useMountedForPrint`).
  const allMounted = useMountedForPrint();
  return (
    <>
      {career ? (
        <CareerReportView {...career} />
      ) : (
        <>
          {score ? <ResultSummary score={score} headingLevel={3} /> : null}
          {allMounted ? (
            <>
              <div className={styles.charts}>
                {score ? <ScoreCompositionChart {...scorePartsOf(score)} /> : null}
                {profileItems.length > 0 ? <CompetencyProfileChart items={profileItems} /> : null}
              </div>
              <ManagerReviewSection report={report} />
              <ReportSections report={report} levels={levels} />
            </>
          ) : (
            <div className={styles.pending} />
          )}
        </>
      )}
      <footer className={styles.footer}>
        <div className={styles.footerRow}>
          <p className={styles.footerText}>
            <span className={styles.footerStrong}>{s.reportGenerated}</span> {generated}
          </p>
          <Button variant="secondary" onClick={onClose}>
            {s.close}
          </Button>
        </div>
        <div className={styles.footerRow}>
          <p className={styles.footerText}>
            {s.reportId}: <span className={styles.mono}>{id || s.notAvailable}</span>
          </p>
          <p className={styles.footerText}>{s.version}</p>
        </div>
        <div className={styles.footerRow}>
          <p className={styles.footerText}>{s.brandLine}</p>
          <p className={styles.footerText}>
            {formatString(common.copyright, {
              year: String(new Date().getFullYear()),
              product: common.productName,
            })}
          </p>
        </div>
      </footer>
    </>
  );
}

import type { Report } from '@rolescope/core';
import { isCareerReport } from '../../model/career/readCareerReport';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './CareerTag.css';

/** "Career Progression" beside a career report in a list (nothing for a competency report). */
export function CareerTag({ report }: { report: Pick<Report, 'reportType'> }) {
  const s = useStrings().careerEvaluation;
  return isCareerReport(report) ? <span className={styles.tag}>{s.careerTag}</span> : null;
}

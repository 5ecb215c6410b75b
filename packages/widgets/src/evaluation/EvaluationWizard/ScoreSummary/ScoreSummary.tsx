import { computeScoreDetails, safeComputeScoreDetails, scoringInputOf } from '@rolescope/core';
import type { WizardData } from '../../../model/evaluation/types';
import { Button } from '../../../primitives/Button';
import { useStrings } from '../../../strings/StringsContext';
import { downloadScoreDetails } from './downloadScoreDetails';
import * as styles from './ScoreSummary.css';

export type ScoreSummaryProps = { data: WizardData };

/** The last step's final score, career level and category, and the Download score details button. */
export function ScoreSummary({ data }: ScoreSummaryProps) {
  const strings = useStrings();
  const details = safeComputeScoreDetails(scoringInputOf(data));
  if (!details) return null;
  const rows = [
    [strings.wizard.finalScore, details.finalScore.toFixed(2)],
    [strings.wizard.careerLevel, String(details.careerLevel)],
    [strings.wizard.careerCategory, strings.wizard.categories[details.category]],
  ] as const;
  return (
    <section className={styles.root} aria-label={strings.wizard.finalScore} aria-live="polite">
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        variant="secondary"
        onClick={() => downloadScoreDetails(computeScoreDetails(scoringInputOf(data)))}
      >
        {strings.wizard.downloadScoreDetails}
      </Button>
    </section>
  );
}

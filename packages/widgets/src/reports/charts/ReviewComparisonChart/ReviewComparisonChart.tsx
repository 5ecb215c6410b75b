import { useStrings } from '../../../strings/StringsContext';
import { LevelComparisonFigure } from '../shared/LevelComparisonFigure';
import * as styles from './ReviewComparisonChart.css';

type ReviewComparisonItem = {
  /** The competency's name. */
  name: string;
  /** The level the employee chose, 1 to 5. */
  self: number;
  /** The level the manager gave, 1 to 5. */
  manager: number;
};

export type ReviewComparisonChartProps = {
  items: readonly ReviewComparisonItem[];
  /**
   * The id of the table on the page that holds the same numbers (the review's own table), so
   * the chart names it instead of repeating it.
   */
  describedBy: string;
};

/**
 * The employee's level (filled circle) beside the manager's (hollow diamond) for each
 * competency, on the Foundation to Authority scale.
 */
export function ReviewComparisonChart({ items, describedBy }: ReviewComparisonChartProps) {
  const strings = useStrings();
  const s = strings.reviewComparison;
  const p = strings.proficiencyLevels;
  return (
    <LevelComparisonFigure
      className={styles.root}
      title={s.chartTitle}
      firstLabel={s.yourLevel}
      secondLabel={s.managerLevel}
      levelNames={[p.foundation, p.practitioner, p.advanced, p.lead, p.authority]}
      count={items.length}
      rows={items.map((item, i) => ({
        key: `${i}-${item.name}`,
        name: item.name,
        first: item.self,
        second: item.manager,
      }))}
      describedBy={describedBy}
    />
  );
}

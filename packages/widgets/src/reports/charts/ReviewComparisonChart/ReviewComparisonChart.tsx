import { useStrings } from '../../../strings/StringsContext';
import { ChartFigure } from '../shared/ChartFigure';
import { LevelDotPlot, levelPlotViewBox } from '../shared/LevelDotPlot';
import { Legend } from '../shared/marks';
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
  /** True: only the frame, the marks coming when it turns false (as the profile chart). */
  framed?: boolean;
};

/**
 * The employee's level (filled circle) beside the manager's (hollow diamond) for each
 * competency, on the Foundation to Authority scale.
 */
export function ReviewComparisonChart({
  items,
  describedBy,
  framed = false,
}: ReviewComparisonChartProps) {
  const strings = useStrings();
  const s = strings.reviewComparison;
  const p = strings.proficiencyLevels;
  const shown = framed ? [] : items;
  return (
    <div className={styles.root}>
      <ChartFigure
        title={s.chartTitle}
        legend={
          <Legend
            entries={[
              { label: s.yourLevel, mark: 'filled' },
              { label: s.managerLevel, mark: 'hollow' },
            ]}
          />
        }
        viewBox={levelPlotViewBox(items.length)}
        describedBy={describedBy}
      >
        <LevelDotPlot
          levelNames={[p.foundation, p.practitioner, p.advanced, p.lead, p.authority]}
          rows={shown.map((item, i) => ({
            key: `${i}-${item.name}`,
            name: item.name,
            first: item.self,
            second: item.manager,
          }))}
        />
      </ChartFigure>
    </div>
  );
}

import { ChartFigure } from '../shared/ChartFigure';
import { LevelDotPlot, levelPlotViewBox } from '../shared/LevelDotPlot';
import { Legend } from '../shared/marks';
import { levelText, useChartStrings } from '../shared/useChartStrings';
import * as styles from './CompetencyProfileChart.css';

type CompetencyProfileItem = {
  /** The competency's catalog name. */
  name: string;
  /** The level chosen, 1 to 5. */
  chosen: number;
  /** The recommended level, 1 to 5. */
  recommended: number;
};

export type CompetencyProfileChartProps = {
  items: readonly CompetencyProfileItem[];
};

/**
 * The competency profile: for each competency, the chosen level (filled circle) beside the
 * recommended level (hollow diamond) on the Foundation to Authority scale, with the numbers
 * as a table for screen readers.
 */
export function CompetencyProfileChart({ items }: CompetencyProfileChartProps) {
  const s = useChartStrings();
  return (
    <div className={styles.root}>
      <ChartFigure
        title={s.profileTitle}
        legend={
          <Legend
            entries={[
              { label: s.chosenLevel, mark: 'filled' },
              { label: s.recommendedLevel, mark: 'hollow' },
            ]}
          />
        }
        viewBox={levelPlotViewBox(items.length)}
        table={{
          columns: [s.competency, s.chosenLevel, s.recommendedLevel],
          rows: items.map((item, i) => ({
            key: `${i}-${item.name}`,
            header: item.name,
            cells: [levelText(s, item.chosen), levelText(s, item.recommended)],
          })),
        }}
      >
        <LevelDotPlot
          levelNames={s.levelNames}
          rows={items.map((item, i) => ({
            key: `${i}-${item.name}`,
            name: item.name,
            first: item.chosen,
            second: item.recommended,
          }))}
        />
      </ChartFigure>
    </div>
  );
}

import { ChartFigure, type ChartTable } from './ChartFigure';
import { LevelDotPlot, type LevelDotRow, levelPlotViewBox } from './LevelDotPlot';
import { Legend } from './marks';

export type LevelComparisonFigureProps = {
  className: string;
  title: string;
  /** The legend of the filled circle (the first level) and of the hollow diamond (the second). */
  firstLabel: string;
  secondLabel: string;
  /** The five levels' names, Foundation to Authority. */
  levelNames: readonly string[];
  rows: readonly LevelDotRow[];
  /** How many rows the frame is sized for (the rows may come later). */
  count: number;
  table?: ChartTable | undefined;
  describedBy?: string | undefined;
};

/** Two levels of each competency on the level scale, in a titled figure with its legend. */
export function LevelComparisonFigure({
  className,
  title,
  firstLabel,
  secondLabel,
  levelNames,
  rows,
  count,
  table,
  describedBy,
}: LevelComparisonFigureProps) {
  return (
    <div className={className}>
      <ChartFigure
        title={title}
        legend={
          <Legend
            entries={[
              { label: firstLabel, mark: 'filled' },
              { label: secondLabel, mark: 'hollow' },
            ]}
          />
        }
        viewBox={levelPlotViewBox(count)}
        describedBy={describedBy}
        table={table}
      >
        <LevelDotPlot levelNames={levelNames} rows={rows} />
      </ChartFigure>
    </div>
  );
}

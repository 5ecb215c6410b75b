import { LevelComparisonFigure } from '../shared/LevelComparisonFigure';
import { levelText, useChartStrings } from '../shared/useChartStrings';
import * as styles from './CareerGapChart.css';

type CareerGapItem = {
  /** The competency's catalog name. */
  name: string;
  /** The user's current level, 1 to 5. */
  current: number;
  /** The level the target role needs, 1 to 5. */
  target: number;
};

export type CareerGapChartProps = {
  items: readonly CareerGapItem[];
  /**
   * The id of a table on the page that already lists these numbers (the career report's gap
   * table): the chart points to it instead of repeating it. Without it the chart carries its
   * own table for screen readers.
   */
  tableId?: string;
};

/**
 * The career gap: for each competency, the current level (filled circle) and the target level
 * (hollow diamond) on the Foundation to Authority scale, the gap dashed between them.
 */
export function CareerGapChart({ items, tableId }: CareerGapChartProps) {
  const s = useChartStrings();
  const key = (i: number, name: string) => `${i}-${name}`;
  return (
    <LevelComparisonFigure
      className={styles.root}
      title={s.gapTitle}
      firstLabel={s.currentLevel}
      secondLabel={s.targetLevel}
      levelNames={s.levelNames}
      count={items.length}
      rows={items.map((item, i) => ({
        key: key(i, item.name),
        name: item.name,
        first: item.current,
        second: item.target,
      }))}
      describedBy={tableId}
      table={
        tableId
          ? undefined
          : {
              columns: [s.competency, s.currentLevel, s.targetLevel],
              rows: items.map((item, i) => ({
                key: key(i, item.name),
                header: item.name,
                cells: [levelText(s, item.current), levelText(s, item.target)],
              })),
            }
      }
    />
  );
}

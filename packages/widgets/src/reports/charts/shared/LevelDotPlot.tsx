import * as styles from './charts.css';
import { clamp, fitLabel, PAD_X, PLOT_WIDTH, VIEW_WIDTH } from './geometry';
import { FilledMark, HollowMark } from './marks';

export type LevelDotRow = {
  key: string;
  name: string;
  /** The first series (filled circle). */
  first: number;
  /** The second series (hollow diamond). */
  second: number;
};

const LEVELS = [1, 2, 3, 4, 5] as const;
const COLUMN = PLOT_WIDTH / LEVELS.length;
const ROW_HEIGHT = 48;
const TOP = 4;
const AXIS_HEIGHT = 36;

/** The x of a level: the middle of its column. */
const levelX = (level: number): number => PAD_X + (clamp(level, 1, 5) - 0.5) * COLUMN;

/** The viewBox of a plot of `count` rows. */
export const levelPlotViewBox = (count: number): string =>
  `0 0 ${VIEW_WIDTH} ${TOP + count * ROW_HEIGHT + AXIS_HEIGHT}`;

/**
 * The SVG body of a dot plot on the 1 to 5 proficiency scale: each row's name on its own line
 * (cut with an ellipsis and a <title> when too long), then a track with a filled circle for
 * the first series and a hollow diamond for the second, joined by a dashed line when they
 * differ. The scale's numbers and names run along the bottom.
 */
export function LevelDotPlot({
  rows,
  levelNames,
}: {
  rows: readonly LevelDotRow[];
  levelNames: readonly string[];
}) {
  const axisY = TOP + rows.length * ROW_HEIGHT;
  return (
    <>
      {LEVELS.map((level) => (
        <line
          key={level}
          x1={levelX(level)}
          x2={levelX(level)}
          y1={TOP}
          y2={axisY}
          className={styles.grid}
        />
      ))}
      {rows.map((row, i) => {
        const top = TOP + i * ROW_HEIGHT;
        const y = top + 33;
        const label = fitLabel(row.name);
        return (
          <g key={row.key}>
            <text x={PAD_X} y={top + 16} className={styles.label}>
              {label.cut ? <title>{row.name}</title> : null}
              {label.text}
            </text>
            <line x1={levelX(1)} x2={levelX(5)} y1={y} y2={y} className={styles.track} />
            {LEVELS.map((level) => (
              <circle key={level} cx={levelX(level)} cy={y} r={2} className={styles.tick} />
            ))}
            {row.first !== row.second ? (
              <line
                x1={levelX(row.first)}
                x2={levelX(row.second)}
                y1={y}
                y2={y}
                className={styles.link}
              />
            ) : null}
            <FilledMark x={levelX(row.first)} y={y} />
            <HollowMark x={levelX(row.second)} y={y} />
          </g>
        );
      })}
      {LEVELS.map((level) => (
        <g key={level}>
          <text x={levelX(level)} y={axisY + 14} textAnchor="middle" className={styles.axisLabel}>
            {level}
          </text>
          <text x={levelX(level)} y={axisY + 29} textAnchor="middle" className={styles.axisName}>
            {levelNames[level - 1] ?? ''}
          </text>
        </g>
      ))}
    </>
  );
}

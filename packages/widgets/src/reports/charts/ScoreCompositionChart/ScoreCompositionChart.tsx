import { type ScorePartId, scorePartIds, scorePartRanges } from '@rolescope/core/scoring';
import { formatString } from '../../../strings/mergeStrings';
import { ChartFigure } from '../shared/ChartFigure';
import * as chart from '../shared/charts.css';
import { clamp, formatNumber, PAD_X, PLOT_WIDTH, VIEW_WIDTH } from '../shared/geometry';
import { useChartStrings } from '../shared/useChartStrings';
import * as styles from './ScoreCompositionChart.css';

/** The three parts of the final score, by part name (`scorePartsOf(score)`). */
export type ScoreCompositionChartProps = Record<ScorePartId, number>;

type Part = ScorePartId;

/** Each part's range (scoring.md, "What the results mean"): core's `scorePartRanges`. */
const rangeOf = (part: Part): readonly [number, number] => [
  scorePartRanges[part].min,
  scorePartRanges[part].max,
];
const PARTS = scorePartIds;

/** One axis for the three parts, 0 to 420, so their sizes compare. */
const DOMAIN_MAX = 420;
const TICKS = [0, 100, 200, 300, 400] as const;
const ROW_HEIGHT = 50;
const TOP = 4;
const AXIS_HEIGHT = 20;
const x = (v: number): number => PAD_X + (clamp(v, 0, DOMAIN_MAX) / DOMAIN_MAX) * PLOT_WIDTH;

/**
 * The score composition: the three parts of the final score as bullet bars, each against its
 * range on one shared axis, with the numbers in words above each bar and as a table.
 */
export function ScoreCompositionChart(props: ScoreCompositionChartProps) {
  const s = useChartStrings();
  const axisY = TOP + PARTS.length * ROW_HEIGHT;
  const valueText = (part: Part) =>
    formatString(s.valueOfRange, {
      value: formatNumber(props[part]),
      min: rangeOf(part)[0],
      max: rangeOf(part)[1],
    });
  return (
    <div className={styles.root}>
      <ChartFigure
        title={s.compositionTitle}
        viewBox={`0 0 ${VIEW_WIDTH} ${axisY + AXIS_HEIGHT}`}
        table={{
          columns: [s.part, s.score, s.range],
          rows: PARTS.map((part) => ({
            key: part,
            header: s.parts[part],
            cells: [
              formatNumber(props[part]),
              formatString(s.rangeValue, { min: rangeOf(part)[0], max: rangeOf(part)[1] }),
            ],
          })),
        }}
      >
        {TICKS.map((t) => (
          <line key={t} x1={x(t)} x2={x(t)} y1={TOP} y2={axisY} className={chart.grid} />
        ))}
        {PARTS.map((part, i) => {
          const top = TOP + i * ROW_HEIGHT;
          const [min, max] = rangeOf(part);
          const end = x(clamp(props[part], 0, max));
          return (
            <g key={part}>
              <text x={PAD_X} y={top + 16} className={chart.label}>
                {s.parts[part]}
              </text>
              <text x={VIEW_WIDTH - PAD_X} y={top + 16} textAnchor="end" className={chart.label}>
                {valueText(part)}
              </text>
              <rect
                x={x(min)}
                y={top + 24}
                width={x(max) - x(min)}
                height={18}
                className={styles.range}
              />
              <rect x={x(0)} y={top + 28} width={end - x(0)} height={10} className={styles.value} />
              <line x1={end} x2={end} y1={top + 22} y2={top + 44} className={styles.valueEnd} />
            </g>
          );
        })}
        {TICKS.map((t) => (
          <text key={t} x={x(t)} y={axisY + 14} textAnchor="middle" className={chart.axisLabel}>
            {t}
          </text>
        ))}
      </ChartFigure>
    </div>
  );
}

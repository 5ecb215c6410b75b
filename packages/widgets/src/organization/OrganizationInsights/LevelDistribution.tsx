import type { InsightsFigures } from '@rolescope/core/contract';
import { categoryCounts, levelCounts } from '../../model/organization/insightsModel';
import { ChartFigure, chartStyles, VIEW_WIDTH } from '../../reports';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './OrganizationInsights.css';

const ROW = 28;
const LABEL_WIDTH = 92;
const COUNT_WIDTH = 48;
const BAR_WIDTH = VIEW_WIDTH - LABEL_WIDTH - COUNT_WIDTH;

type Bar = { key: string; label: string; count: number };

/**
 * A horizontal bar chart of our own (no chart library): one bar per row, its count written at
 * its end, the same numbers in a visually hidden table.
 */
function BarChart({ title, bars, column }: { title: string; bars: Bar[]; column: string }) {
  const s = useStrings().organizationInsights;
  const max = Math.max(1, ...bars.map((b) => b.count));
  const height = bars.length * ROW + 4;
  return (
    <ChartFigure
      title={title}
      viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
      table={{
        columns: [column, s.count],
        rows: bars.map((b) => ({ key: b.key, header: b.label, cells: [String(b.count)] })),
      }}
    >
      {bars.map((b, i) => {
        const y = i * ROW + 2;
        const width = (b.count / max) * BAR_WIDTH;
        return (
          <g key={b.key}>
            <text x={0} y={y + ROW / 2 + 4} className={chartStyles.label}>
              {b.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 4}
              width={Math.max(width, b.count > 0 ? 2 : 0)}
              height={ROW - 8}
              className={styles.bar}
            />
            <text x={LABEL_WIDTH + width + 6} y={y + ROW / 2 + 4} className={chartStyles.axisName}>
              {b.count}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}

/** The period's reports by career level and by category. */
export function LevelDistribution({ figures }: { figures: InsightsFigures }) {
  const s = useStrings().organizationInsights;
  const levels = levelCounts(figures).map(({ level, count }) => ({
    key: String(level),
    label: formatString(s.level, { level }),
    count,
  }));
  const categories = categoryCounts(figures).map(({ category, count }) => ({
    key: category,
    label: s.category[category] ?? category,
    count,
  }));
  return (
    <div className={styles.charts}>
      <BarChart title={s.careerLevels} bars={levels} column={s.careerLevels} />
      <BarChart title={s.categories} bars={categories} column={s.categories} />
    </div>
  );
}

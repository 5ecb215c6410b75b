import type {
  Insights,
  InsightsCompetency,
  InsightsFigures,
  InsightsGroup,
} from '@rolescope/core/contract';

/** One cell of the heatmap: a competency in one team or department. */
export type HeatmapCell = {
  groupKey: string;
  groupName: string;
  competencyId: string;
  competencyName: string;
  /** Ratings of the competency in the group (one per report). */
  people: number;
  /** Share of those ratings at or above the recommended level, 0 to 1. */
  share: number;
  /** The same, as a whole percentage. */
  percent: number;
};

export type HeatmapRow = {
  id: string;
  name: string;
  /** One entry per column, in the columns' order; null where nobody was rated. */
  cells: readonly (HeatmapCell | null)[];
};

export type HeatmapColumn = { key: string; name: string };

export type Heatmap = { columns: readonly HeatmapColumn[]; rows: readonly HeatmapRow[] };

/** How the rows are ordered: by name, or by one column's share (`column` is its key). */
export type HeatmapSort = { by: 'name' } | { by: 'column'; column: string };
export type SortDirection = 'ascending' | 'descending';

/** Ratings of one competency: the sum of its counts by level. */
const ratingsOf = (c: InsightsCompetency): number =>
  Object.values(c.levels).reduce((sum, n) => sum + n, 0);

const cellOf = (group: InsightsGroup, c: InsightsCompetency): HeatmapCell | null => {
  const people = ratingsOf(c);
  if (people === 0) return null;
  const share = 1 - c.shareBelow;
  return {
    groupKey: group.key,
    groupName: group.name,
    competencyId: c.id,
    competencyName: c.name,
    people,
    share,
    percent: Math.round(share * 100),
  };
};

/** Competencies (rows, by name) by the answer's groups (columns, in the server's order). */
export const buildHeatmap = (insights: Insights): Heatmap => {
  const groups = insights.groups ?? [];
  const columns = groups.map((g) => ({ key: g.key, name: g.name }));
  const names = new Map<string, string>();
  for (const c of insights.current.competencies) names.set(c.id, c.name);
  for (const g of groups)
    for (const c of g.current.competencies) if (!names.has(c.id)) names.set(c.id, c.name);
  const byGroup = groups.map((g) => new Map(g.current.competencies.map((c) => [c.id, c])));
  const rows = [...names].map(([id, name]) => ({
    id,
    name,
    cells: groups.map((g, i) => {
      const c = byGroup[i]?.get(id);
      return c ? cellOf(g, c) : null;
    }),
  }));
  return { columns, rows: sortHeatmapRows(rows, columns, { by: 'name' }, 'ascending') };
};

const byName = (a: HeatmapRow, b: HeatmapRow) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The rows in the order asked. By a column: by share, rows without ratings there last in
 * either direction, then by name.
 */
export const sortHeatmapRows = (
  rows: readonly HeatmapRow[],
  columns: readonly HeatmapColumn[],
  sort: HeatmapSort,
  direction: SortDirection,
): HeatmapRow[] => {
  const sign = direction === 'ascending' ? 1 : -1;
  if (sort.by === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const at = columns.findIndex((c) => c.key === sort.column);
  return [...rows].sort((a, b) => {
    const x = a.cells[at]?.share;
    const y = b.cells[at]?.share;
    if (x === undefined || y === undefined) {
      if (x === y) return byName(a, b);
      return x === undefined ? 1 : -1;
    }
    return sign * (x - y) || byName(a, b);
  });
};

/** One of the largest gaps: a competency in a group with ratings below its recommendation. */
export type Gap = {
  competencyId: string;
  competency: string;
  groupKey: string;
  group: string;
  below: number;
  averageGap: number;
};

/**
 * The `limit` largest gaps of the period over the groups: most ratings below first, then
 * the larger average gap, then by competency and group name (a stable order).
 */
export const topGaps = (insights: Insights, limit = 10): Gap[] =>
  (insights.groups ?? [])
    .flatMap((g) =>
      g.current.competencies
        .filter((c) => c.belowRecommended > 0)
        .map((c) => ({
          competencyId: c.id,
          competency: c.name,
          groupKey: g.key,
          group: g.name,
          below: c.belowRecommended,
          averageGap: c.averageGap,
        })),
    )
    .sort(
      (a, b) =>
        b.below - a.below ||
        b.averageGap - a.averageGap ||
        a.competency.localeCompare(b.competency) ||
        a.group.localeCompare(b.group),
    )
    .slice(0, limit);

/** Reports this period, the previous one's and the difference. */
export const reportsChange = (insights: Insights) => ({
  current: insights.current.reports,
  previous: insights.previous.reports,
  change: insights.current.reports - insights.previous.reports,
});

/** Career levels 1 to 5 (and any other the period has), each with its count (0 included). */
export const levelCounts = (figures: InsightsFigures): { level: number; count: number }[] => {
  const counts = new Map<number, number>([1, 2, 3, 4, 5].map((l) => [l, 0]));
  for (const { level, count } of figures.careerLevels)
    counts.set(level, (counts.get(level) ?? 0) + count);
  return [...counts].sort(([a], [b]) => a - b).map(([level, count]) => ({ level, count }));
};

const CATEGORIES = ['low', 'medium', 'high'];

/** The three categories in their order (0 included), then any other the server names. */
export const categoryCounts = (figures: InsightsFigures): { category: string; count: number }[] => {
  const counts = new Map<string, number>(CATEGORIES.map((c) => [c, 0]));
  for (const { category, count } of figures.categories)
    counts.set(category, (counts.get(category) ?? 0) + count);
  return [...counts].map(([category, count]) => ({ category, count }));
};

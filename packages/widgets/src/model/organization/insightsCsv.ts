import type { EmbedReportSummary } from '@rolescope/core/contract';
import { csvText } from '../files/csv';
import type { HeatmapColumn, HeatmapRow } from './insightsModel';

export type HeatmapCsvLabels = {
  competency: string;
  group: string;
  share: string;
  people: string;
};

/**
 * The heatmap as shown, one line per rated cell (rows in their shown order, then columns):
 * competency, team or department, the share at or above (a whole percentage) and the people.
 */
export const heatmapCsv = (
  columns: readonly HeatmapColumn[],
  rows: readonly HeatmapRow[],
  labels: HeatmapCsvLabels,
): string =>
  csvText([
    [labels.competency, labels.group, labels.share, labels.people],
    ...rows.flatMap((row) =>
      row.cells.flatMap((cell, i) =>
        cell ? [[row.name, columns[i]?.name ?? '', cell.percent, cell.people]] : [],
      ),
    ),
  ]);

export type PeopleCsvLabels = {
  employee: string;
  role: string;
  team: string;
  department: string;
  submitted: string;
  careerLevel: string;
};

/** The people of a cell as listed: employee id, role, team, department, date, career level. */
export const peopleCsv = (people: readonly EmbedReportSummary[], labels: PeopleCsvLabels): string =>
  csvText([
    [
      labels.employee,
      labels.role,
      labels.team,
      labels.department,
      labels.submitted,
      labels.careerLevel,
    ],
    ...people.map((p) => [
      p.externalUserId,
      p.role,
      p.team?.name ?? '',
      p.department ?? '',
      p.createdAt.slice(0, 10),
      p.scoreDetails?.careerLevel ?? '',
    ]),
  ]);

/** A file name safe on every system: `rolescope-<what>-<date>.csv`. */
export const insightsCsvFileName = (what: string, date: Date = new Date()): string =>
  `rolescope-${what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${date.toISOString().slice(0, 10)}.csv`;

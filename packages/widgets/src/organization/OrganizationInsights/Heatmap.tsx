import { useId, useMemo, useState } from 'react';
import { saveTextFile } from '../../model/files/saveTextFile';
import { heatmapCsv, insightsCsvFileName } from '../../model/organization/insightsCsv';
import {
  type HeatmapCell,
  type Heatmap as HeatmapData,
  type HeatmapSort,
  type SortDirection,
  sortHeatmapRows,
} from '../../model/organization/insightsModel';
import { Button } from '../../primitives/Button';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './OrganizationInsights.css';

type HeatmapProps = {
  heatmap: HeatmapData;
  groupBy: 'team' | 'department';
  onGroupByChange: (groupBy: 'team' | 'department') => void;
  /** A rated cell was chosen: the people in it are listed. */
  /** Opens a cell's people; without it the cells are shown, not listed. */
  onSelect?: (cell: HeatmapCell) => void;
  selected: { groupKey: string; competencyId: string } | null;
};

/** The share's step of the colour scale (0 to 4), by fifths. */
const step = (share: number) =>
  `s${Math.min(4, Math.max(0, Math.floor(share * 5)))}` as keyof typeof styles.cell;

const sameSort = (a: HeatmapSort, b: HeatmapSort) =>
  a.by === 'name' ? b.by === 'name' : b.by === 'column' && a.column === b.column;

/**
 * Competencies by team or department, each cell the share of ratings at or above the
 * recommended level with the people rated. A real table (row and column headers), so screen
 * readers read it as one; each rated cell is a button named with its whole reading. The group
 * without a team or department ("" key) cannot be listed by the server, so its cells are text.
 */
export function Heatmap({ heatmap, groupBy, onGroupByChange, onSelect, selected }: HeatmapProps) {
  const s = useStrings().organizationInsights;
  const captionId = useId();
  const [sort, setSort] = useState<HeatmapSort>({ by: 'name' });
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const rows = useMemo(
    () => sortHeatmapRows(heatmap.rows, heatmap.columns, sort, direction),
    [heatmap, sort, direction],
  );
  const sortOn = (next: HeatmapSort) => {
    if (sameSort(sort, next)) setDirection(direction === 'ascending' ? 'descending' : 'ascending');
    else {
      setSort(next);
      // A column first shows its weakest cells; names go A to Z.
      setDirection('ascending');
    }
  };
  const ariaSort = (of: HeatmapSort) => (sameSort(sort, of) ? direction : undefined);
  const exportCsv = () =>
    saveTextFile(
      insightsCsvFileName(s.heatmap),
      heatmapCsv(heatmap.columns, rows, {
        competency: s.competency,
        group: groupBy === 'team' ? s.team : s.department,
        share: s.heatmapShareColumn,
        people: s.heatmapPeopleColumn,
      }),
      'text/csv;charset=utf-8',
    );
  return (
    <section className={styles.section} aria-labelledby={captionId}>
      <div className={`${styles.header} ${styles.noPrint}`}>
        <fieldset className={styles.toggle}>
          <legend className={styles.toggleLegend}>{s.groupBy}</legend>
          {(['team', 'department'] as const).map((g) => (
            <Button
              key={g}
              variant={groupBy === g ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={groupBy === g}
              onClick={() => onGroupByChange(g)}
            >
              {g === 'team' ? s.byTeam : s.byDepartment}
            </Button>
          ))}
        </fieldset>
        <Button variant="secondary" size="sm" onClick={exportCsv}>
          {s.exportCsv}
        </Button>
      </div>
      <p className={styles.subtitle}>{s.heatmapHint}</p>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {s.heatmap}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th} aria-sort={ariaSort({ by: 'name' })}>
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => sortOn({ by: 'name' })}
                >
                  {s.competency}
                </button>
              </th>
              {heatmap.columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={styles.th}
                  aria-sort={ariaSort({ by: 'column', column: c.key })}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => sortOn({ by: 'column', column: c.key })}
                  >
                    {c.name}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.rowHeader}>
                  {row.name}
                </th>
                {row.cells.map((cell, i) =>
                  cell === null ? (
                    <td key={heatmap.columns[i]?.key ?? i} className={styles.td}>
                      <span className={styles.emptyCell}>{s.noRatings}</span>
                    </td>
                  ) : (
                    <td key={cell.groupKey} className={styles.td}>
                      <CellButton
                        cell={cell}
                        selected={
                          selected?.groupKey === cell.groupKey &&
                          selected.competencyId === cell.competencyId
                        }
                        onSelect={onSelect}
                      />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CellButton({
  cell,
  selected,
  onSelect,
}: {
  cell: HeatmapCell;
  selected: boolean;
  onSelect: ((cell: HeatmapCell) => void) | undefined;
}) {
  const s = useStrings().organizationInsights;
  const label = formatString(s.cellLabel, {
    competency: cell.competencyName,
    group: cell.groupName,
    share: cell.percent,
    count: cell.people,
  });
  const body = (
    <>
      <span className={styles.cellShare}>{formatString(s.cellValue, { share: cell.percent })}</span>
      <span className={styles.cellCount}>{formatString(s.cellPeople, { count: cell.people })}</span>
    </>
  );
  const className = [styles.cell[step(cell.share)], selected ? styles.selectedCell : '']
    .filter(Boolean)
    .join(' ');
  // The group without a team or department: shown, not listed (no server filter selects it);
  // nor any cell when nobody can list its people.
  if (cell.groupKey === '' || !onSelect)
    return (
      <span role="img" aria-label={label} className={className}>
        {body}
      </span>
    );
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={selected}
      data-cell={`${cell.groupKey}|${cell.competencyId}`}
      onClick={() => onSelect(cell)}
    >
      {body}
    </button>
  );
}

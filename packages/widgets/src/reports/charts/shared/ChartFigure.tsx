import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../../theme/theme.css';
import * as styles from './charts.css';

export type ChartTable = {
  columns: readonly string[];
  /** Each row: its header cell (a name), then the values. */
  rows: readonly { key: string; header: string; cells: readonly string[] }[];
};

type ChartFigureProps = {
  title: string;
  legend?: ReactNode;
  viewBox: string;
  children: ReactNode;
  /** The numbers, as a table for screen readers (visually hidden, printed with the page). */
  table?: ChartTable;
  /** Instead of `table`: the id of a table on the page that already holds the numbers. */
  describedBy?: string;
};

/**
 * A chart's frame: a visible title that names the SVG (`role="img"`), an optional legend, and
 * the same numbers as a table (or a pointer to one), so nothing is told by the picture alone.
 */
export function ChartFigure({
  title,
  legend,
  viewBox,
  children,
  table,
  describedBy,
}: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {legend}
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        viewBox={viewBox}
        className={styles.svg}
        preserveAspectRatio="xMinYMin meet"
      >
        <title>{title}</title>
        {children}
      </svg>
      {table ? (
        // In a hidden box: a table takes the width of its cells whatever its own width says.
        <div className={visuallyHidden}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.header}</th>
                  {r.cells.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <td key={i}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}

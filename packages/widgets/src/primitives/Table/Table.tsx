import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './Table.css';

export type TableColumn<Row> = {
  /** The column's key (unique among the columns). */
  key: string;
  /** The column header's content. */
  header: ReactNode;
  /** A row's cell in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** An extra class for this column's cells (e.g. a minimum width). */
  cellClassName?: string;
  /** A sortable column's current order (`aria-sort` on its header). */
  ariaSort?: 'ascending' | 'descending' | 'none';
  /**
   * The cell's label when a narrow table shows its rows as cards; default the header when it
   * is a string.
   */
  label?: string;
};

const labelOf = <Row,>(column: TableColumn<Row>): string | undefined =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/** A table needs a name: a visible caption, or a label, or the id of a visible heading. */
type TableName =
  | { caption: ReactNode; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { caption?: never; 'aria-label': string; 'aria-labelledby'?: never }
  | { caption?: never; 'aria-label'?: never; 'aria-labelledby': string };

export type TableProps<Row> = TableName & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key of a row. */
  rowKey: (row: Row) => string;
  /** While true, one row across the table says so (`loadingText`) instead of the rows. */
  loading?: boolean;
  /** The loading row's text; default the common "Loading...". */
  loadingText?: ReactNode;
  /** With no rows (and not loading), one row across the table shows this. */
  emptyText?: ReactNode;
  /** A class for the scrolling wrapper around the table (e.g. a card frame). */
  className?: string;
};

/**
 * An accessible data table: named by its caption or a label, column headers with
 * `scope="col"`, one row per item, and a full-width row while loading or when empty.
 * Where its place is narrow (a phone) each row is a card of labelled cells; a wide table that
 * still does not fit scrolls sideways inside its wrapper, and while it does the wrapper is a
 * focusable region named like the table, so a keyboard can scroll it too. The ref is the
 * scrolling wrapper's.
 */
function TableWithRef<Row>(
  {
    columns,
    rows,
    rowKey,
    loading = false,
    loadingText,
    emptyText,
    caption,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    className,
  }: TableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { common } = useStrings();
  const message = loading ? (loadingText ?? common.loading) : rows.length === 0 ? emptyText : null;
  const id = useId();
  const captionId = `${id}-caption`;
  const hintId = `${id}-scrolls`;
  const [wrap, setWrap] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollsSideways(wrap);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      setWrap(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // A scroll container must be focusable (keyboard scrolling): a region named like the table
  // plus "scrolls sideways" (a landmark's name differs from its section's).
  const region = scrolls
    ? {
        tabIndex: 0,
        role: 'region',
        ...(ariaLabel
          ? { 'aria-label': `${ariaLabel}, ${common.scrollsSideways}` }
          : { 'aria-labelledby': `${ariaLabelledBy ?? captionId} ${hintId}` }),
      }
    : {};
  return (
    <div ref={setRefs} className={[styles.wrap, className].filter(Boolean).join(' ')} {...region}>
      {scrolls ? (
        <span id={hintId} hidden>
          {common.scrollsSideways}
        </span>
      ) : null}
      <table
        className={styles.table}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-busy={loading || undefined}
      >
        {caption ? (
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.ariaSort}
                className={column.ariaSort ? styles.th : `${styles.th} ${styles.thPlain}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {message != null ? (
            <tr className={styles.row}>
              <td colSpan={columns.length} className={`${styles.td} ${styles.message}`}>
                {message}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={labelOf(column)}
                    className={[styles.td, column.cellClassName].filter(Boolean).join(' ')}
                  >
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Whether `el` is narrower than its content (scrolls sideways), kept up to date on resize. */
const useScrollsSideways = (el: HTMLElement | null): boolean => {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [el]);
  return scrolls;
};

/** `forwardRef` keeps no type parameter: the cast gives `Table` its `Row` back. */
export const Table = forwardRef(TableWithRef) as (<Row>(
  props: TableProps<Row> & RefAttributes<HTMLDivElement>,
) => ReactElement) & { displayName?: string };
Table.displayName = 'Table';

import type { TableColumn } from './Table';
import * as styles from './Table.css';

export type SortDirection = 'ascending' | 'descending' | 'none';

const SortIcon = ({ direction }: { direction: SortDirection }) => (
  <svg className={styles.sortIcon} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
    {direction !== 'descending' ? <path d="M6 10l6-6 6 6z" fill="currentColor" /> : null}
    {direction !== 'ascending' ? <path d="M6 14l6 6 6-6z" fill="currentColor" /> : null}
  </svg>
);

/**
 * The header of a column sorted by its owner (often on the server): a button named by the
 * label with an arrow of the current order, `aria-sort` on the header cell, and the label
 * for the narrow table's cards. Spread it into the column: `{ key, ...sortableColumn(…), cell }`.
 */
export const sortableColumn = (
  label: string,
  direction: SortDirection,
  onSort: () => void,
): Pick<TableColumn<unknown>, 'header' | 'ariaSort' | 'label'> => ({
  ariaSort: direction,
  label,
  header: (
    <button type="button" className={styles.sortButton} onClick={onSort}>
      {label}
      <SortIcon direction={direction} />
    </button>
  ),
});

import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { TableColumn } from '../../primitives/Table';
import * as styles from './AdminArea.css';
import { AdminRows } from './AdminRows';

export type AdminDialogListProps<Row> = {
  /** The list's heading, which names the table. */
  title: string;
  /** The query of the whole list (`{ data: rows }` as the admin calls return it). */
  list: UseQueryResult<{ data: Row[] }>;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Shown in the table when the list is empty. */
  emptyText: string;
  /** A region of its own, named by the heading (a list shown on demand, below another). */
  region?: boolean;
};

/** A list inside an organisation's dialog: its heading, then its rows (AdminRows). */
export function AdminDialogList<Row>({
  title,
  list,
  columns,
  rowKey,
  emptyText,
  region = false,
}: AdminDialogListProps<Row>) {
  const id = useId();
  const content = (
    <>
      <h3 id={id} className={styles.listTitle}>
        {title}
      </h3>
      <AdminRows
        list={list}
        labelledBy={id}
        columns={columns}
        rowKey={rowKey}
        emptyText={emptyText}
      />
    </>
  );
  return region ? <section aria-labelledby={id}>{content}</section> : content;
}

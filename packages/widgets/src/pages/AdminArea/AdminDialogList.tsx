import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Table, type TableColumn } from '../../primitives/Table';
import { useStrings } from '../../strings';
import * as styles from './AdminArea.css';
import { AdminLoadError } from './AdminLoadError';

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

/** A list inside an organisation's dialog: its heading, then a load error with Retry or the table. */
export function AdminDialogList<Row>({
  title,
  list,
  columns,
  rowKey,
  emptyText,
  region = false,
}: AdminDialogListProps<Row>) {
  const s = useStrings().adminArea;
  const id = useId();
  const content = (
    <>
      <h3 id={id} className={styles.listTitle}>
        {title}
      </h3>
      {list.isError ? (
        <AdminLoadError onRetry={() => void list.refetch()} />
      ) : (
        <Table
          aria-labelledby={id}
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={rowKey}
          loading={list.isPending}
          loadingText={s.loading}
          emptyText={emptyText}
        />
      )}
    </>
  );
  return region ? <section aria-labelledby={id}>{content}</section> : content;
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumn } from '../../primitives/Table';
import { useStrings } from '../../strings';
import { AdminLoadError } from './AdminLoadError';

export type AdminRowsProps<Row> = {
  /** The query of the rows (`{ data: rows }` as the admin calls return them). */
  list: UseQueryResult<{ data: Row[] }>;
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Shown in the table when the list is empty. */
  emptyText: string;
};

/**
 * An admin list's rows: a load error with Retry, and the table (a loading row at first, an
 * empty row when there is nothing; kept under the error while it has rows from before).
 */
export function AdminRows<Row>({
  list,
  labelledBy,
  columns,
  rowKey,
  emptyText,
}: AdminRowsProps<Row>) {
  const s = useStrings().adminArea;
  return (
    <>
      {list.isError ? <AdminLoadError onRetry={() => void list.refetch()} /> : null}
      {list.isError && !list.data ? null : (
        <Table
          aria-labelledby={labelledBy}
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
}

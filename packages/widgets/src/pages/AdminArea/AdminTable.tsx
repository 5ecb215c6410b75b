import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '../../primitives/Pagination';
import type { TableColumn } from '../../primitives/Table';
import { formatString, useStrings } from '../../strings';
import { AdminRows } from './AdminRows';

/** A page of a list as the admin calls return it. */
type ListPage<Row> = { data: Row[]; pagination: { totalPages: number } };

export type AdminTableProps<Row> = {
  /** The query of the current page. */
  list: UseQueryResult<ListPage<Row>>;
  /** The list's name (e.g. "Organizations"), for the pages' navigation label. */
  label: string;
  /** The id of the panel's heading, which names the table. */
  labelledBy: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Shown in the table when the list is empty. */
  emptyText: string;
  pageNumber: number;
  onPageChange: (page: number) => void;
};

/**
 * An admin panel's list: a load error with Retry, the table (a loading row at first, an
 * empty row when there is nothing) and, past one page, the pages.
 */
export function AdminTable<Row>({
  list,
  label,
  labelledBy,
  columns,
  rowKey,
  emptyText,
  pageNumber,
  onPageChange,
}: AdminTableProps<Row>) {
  const s = useStrings().adminArea;
  const totalPages = list.data?.pagination.totalPages ?? 1;
  return (
    <>
      <AdminRows
        list={list}
        labelledBy={labelledBy}
        columns={columns}
        rowKey={rowKey}
        emptyText={emptyText}
      />
      {totalPages > 1 ? (
        <Pagination
          label={formatString(s.paginationLabel, { list: label })}
          page={pageNumber}
          totalPages={totalPages}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}

/** The sortable columns (the specification's sort keys role, report_name, createDate.primary). */
export type SortKey = 'role' | 'reportName' | 'createdAt';
type SortDirection = 'ascending' | 'descending';
export type SortState = { key: SortKey; direction: SortDirection } | null;

/**
 * The next sort state when a column header is pressed: ascending → descending → none; a
 * different column starts at ascending.
 */
export const nextSort = (current: SortState, key: SortKey): SortState => {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
};

/** The `aria-sort` value of a column. */
export const ariaSortOf = (state: SortState, key: SortKey): 'ascending' | 'descending' | 'none' =>
  state?.key === key ? state.direction : 'none';

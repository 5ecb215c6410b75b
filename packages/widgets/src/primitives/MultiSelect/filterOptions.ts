/** Pure helpers of the multi-select: search, paging and toggling. */
export type MultiSelectOption = { value: string; label: string; disabled?: boolean };

/** Options per page when `loadMore` is on (spec: multi-select page size 6). */
export const MULTI_SELECT_PAGE_SIZE = 6;

/** Options whose label contains the query (case-insensitive, trimmed); all for an empty query. */
export const filterOptions = (
  options: readonly MultiSelectOption[],
  query: string,
): MultiSelectOption[] => {
  const q = query.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : [...options];
};

/** The first `pages` pages of `options`, or all of them without paging. */
export const visiblePage = <T>(options: readonly T[], pages: number, paged: boolean): T[] =>
  paged ? options.slice(0, pages * MULTI_SELECT_PAGE_SIZE) : [...options];

/** Adds or removes `value`. */
export const toggleValue = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** A page button or a gap in the pagination bar. */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * The page buttons to show: always the first and last page, the current page with
 * `siblings` on each side, and an ellipsis for each gap of two or more pages (a gap of
 * one page shows that page instead). `pageItems(5, 10)` → 1 … 4 5 6 … 10.
 */
export const pageItems = (current: number, total: number, siblings = 1): PageItem[] => {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const from = Math.max(2, page - siblings);
  const to = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [{ type: 'page', page: 1 }];
  if (from > 3) items.push({ type: 'ellipsis', key: 'start' });
  else for (let p = 2; p < from; p += 1) items.push({ type: 'page', page: p });
  for (let p = from; p <= to; p += 1) items.push({ type: 'page', page: p });
  if (to < total - 2) items.push({ type: 'ellipsis', key: 'end' });
  else for (let p = Math.max(to + 1, 2); p < total; p += 1) items.push({ type: 'page', page: p });
  if (total > 1) items.push({ type: 'page', page: total });
  return items;
};

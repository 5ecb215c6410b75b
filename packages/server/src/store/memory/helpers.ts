import type { PageRequest, PageResult } from '../types';

/** Deep copy of plain data (records hold JSON values and Dates only). */
export const copy = <T>(value: T): T => structuredClone(value);

const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export const pageOf = <T extends { createdAt: Date; id: string }>(
  all: T[],
  page: PageRequest,
): PageResult<T> => {
  const sorted = [...all].sort(newestFirst);
  return {
    items: sorted.slice(page.offset, page.offset + page.limit).map(copy),
    total: sorted.length,
  };
};

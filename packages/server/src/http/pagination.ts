import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageQuery } from '@rolescope/core';
import type { PageRequest } from '../store/types';

export type Paging = PageRequest & { page: number };

/**
 * `?page=&limit=` (as `pageQuerySchema` validated it) with the contract's defaults (1, 10);
 * a limit above 100 is capped at 100 ("limit at most 100"), and the answer's
 * `pagination.limit` says so.
 */
export const paging = (q: PageQuery): Paging => {
  const page = q.page ?? DEFAULT_PAGE;
  const limit = Math.min(q.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, limit, offset: Math.min((page - 1) * limit, Number.MAX_SAFE_INTEGER) };
};

export const totalPages = (total: number, limit: number): number => Math.ceil(total / limit);

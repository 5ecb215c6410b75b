import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageQuery } from '@rolescope/core';
import type { PageRequest } from '../store/types';

export type Paging = PageRequest & { page: number };

/**
 * The most whole reports (bodies up to 512 KiB) one page of fetchUserReports holds: a page
 * weighs at most about 5 MB, so twenty at once stay within the server's memory budget
 * (README, Limits; test/listMemory.test.ts). Lists that need more rows read summaries.
 */
export const MAX_WHOLE_REPORTS_PAGE_SIZE = 10;

/**
 * `?page=&limit=` (as `pageQuerySchema` validated it) with the contract's defaults (1, 10);
 * a limit above `max` (100, "limit at most 100") is capped at it, and the answer's
 * `pagination.limit` says so.
 */
export const paging = (q: PageQuery, max = MAX_PAGE_SIZE): Paging => {
  const page = q.page ?? DEFAULT_PAGE;
  const limit = Math.min(q.limit ?? DEFAULT_PAGE_SIZE, max);
  return { page, limit, offset: Math.min((page - 1) * limit, Number.MAX_SAFE_INTEGER) };
};

export const totalPages = (total: number, limit: number): number => Math.ceil(total / limit);

import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type PageQuery,
} from '@rolescope/core/contract';
import type { PageRequest } from '../store/types';

export type Paging = PageRequest & { page: number };

/**
 * The most whole reports (bodies up to 512 KiB) one page of fetchUserReports holds: a page
 * weighs at most about 5 MB (README, Limits). Lists that need more rows read summaries.
 */
export const MAX_WHOLE_REPORTS_PAGE_SIZE = 10;

/**
 * How many bytes of whole-report pages one process reads at once, each page counted at its
 * worst (its limit times the largest report, 512 KiB): 5 MiB, one full page of 10 (or ten
 * pages of 1). Further pages wait their turn. Measured on a real server process on
 * PostgreSQL (test/listMemory.test.ts), twenty full pages at once: 440-540 MB RSS when six or
 * two are read at once, about 360 MB when one is (the garbage of each page, not the pages in
 * flight, is what grows: V8 collects it late). Lists that need throughput read summaries.
 */
export const WHOLE_REPORTS_BUDGET_BYTES = 5 * 1024 * 1024;

/**
 * The most a submitted report can weigh as stored: a request body was at most 1 MiB before
 * reports had a quota of their own (the administrator's and organisations' whole-report
 * pages weigh each report at this).
 */
export const LARGEST_STORED_REPORT_BYTES = 1024 * 1024;

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

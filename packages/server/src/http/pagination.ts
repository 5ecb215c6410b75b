import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, pageQuerySchema } from '@rolescope/core';
import type { Context } from 'hono';
import type { PageRequest } from '../store/types';
import { query } from './validate';

export type Paging = PageRequest & { page: number };

/** `?page=&limit=` with the contract's defaults (1, 10) and bounds (limit 1..100). */
export const paging = (c: Context): Paging => {
  const q = query(c, pageQuerySchema);
  const page = q.page ?? DEFAULT_PAGE;
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: Math.min((page - 1) * limit, Number.MAX_SAFE_INTEGER) };
};

export const totalPages = (total: number, limit: number): number => Math.ceil(total / limit);

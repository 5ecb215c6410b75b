import { DEFAULT_PAGE_SIZE } from '@rolescope/core/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { createByteBudget } from './byteBudget';
import { MAX_WHOLE_REPORTS_PAGE_SIZE, WHOLE_REPORTS_BUDGET_BYTES } from './pagination';

/**
 * The one budget of every whole-report list of the process (a user's own, the administrator's,
 * an organisation's): `guard(callerOf, reportBytes)` is a route guard that weighs the page at
 * its worst (its limit, at most MAX_WHOLE_REPORTS_PAGE_SIZE, times `reportBytes`), queues it
 * behind the caller's own pages only, and drops it if the client hangs up while it waits.
 */
export const createWholeReportsGate = () => {
  const budget = createByteBudget(WHOLE_REPORTS_BUDGET_BYTES);
  const guard =
    (callerOf: (c: Context<AppEnv>) => string, reportBytes: number): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const asked = Number(c.req.query('limit') ?? DEFAULT_PAGE_SIZE);
      const limit = Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_PAGE_SIZE;
      const weight = Math.min(limit, MAX_WHOLE_REPORTS_PAGE_SIZE) * reportBytes;
      await budget.run(callerOf(c), weight, () => next(), c.req.raw.signal);
    };
  return { guard, budget };
};

export type WholeReportsGate = ReturnType<typeof createWholeReportsGate>;

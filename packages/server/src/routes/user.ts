import { DEFAULT_PAGE_SIZE, type PageQuery } from '@rolescope/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { unauthorized } from '../errors';
import { tokenClaims } from '../http/auth';
import { DRAFT_BODY_LIMIT_BYTES } from '../http/bodyLimits';
import { createByteBudget } from '../http/byteBudget';
import {
  MAX_WHOLE_REPORTS_PAGE_SIZE,
  paging,
  WHOLE_REPORTS_BUDGET_BYTES,
} from '../http/pagination';
import { JsonText } from '../http/route';
import { calculateCompetencyLevels } from '../services/catalog';
import { getUserReport, listOwnReports, listUserReports } from '../services/reports';
import { INVALID_TOKEN, sessionOf } from '../services/session';
import { normalizeEmail, toPublicUser, updateCurrentUser } from '../services/users';
import type { ReportListForm } from '../store/types';
import type { RouteDeps } from './types';

/** /v1/user/*: the caller's reports and own user (read and renamed), and the competency level calculation. */
export const registerUserRoutes = ({ route, ctx }: RouteDeps) => {
  // The product's hottest read. One's own reports (nearly every call) check the session in
  // the same database round trip as the page; another user's (administrators only) take the
  // usual session check first (one statement instead of two: 1,058-1,269 -> 1,344-1,596 req/s
  // on the bench, docs/benchmarks.md).
  const ownReportsOrSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    const claims = await tokenClaims(c, ctx.tokens);
    c.set('claims', claims);
    if (normalizeEmail(c.req.param('email') ?? '') !== claims.email) {
      c.set('auth', sessionOf(await ctx.store.findUserForToken(claims.sub, claims.jti), claims));
    }
    await next();
  };
  const reportList =
    (form: ReportListForm, maxPageSize?: number) =>
    async (
      c: Context<AppEnv>,
      { params, query }: { params: { email: string }; query: PageQuery },
    ) => {
      const claims = c.get('claims');
      const page = paging(query, maxPageSize);
      if (normalizeEmail(params.email) === claims.email) {
        return new JsonText(await listOwnReports(ctx, claims, page, form));
      }
      return new JsonText(await listUserReports(ctx, c.get('auth'), params.email, page, form));
    };
  // Whole bodies (up to 512 KiB each): at most MAX_WHOLE_REPORTS_PAGE_SIZE a page, so that
  // concurrent pages cannot take the process's memory (README, Limits).
  // and at most WHOLE_REPORTS_BUDGET_BYTES of such pages read at once, each weighed at its
  // worst (its limit times the largest body), from before the query until the answer is built
  const budget = createByteBudget(WHOLE_REPORTS_BUDGET_BYTES);
  const wholeReportsGuard: MiddlewareHandler<AppEnv> = (c, next) => {
    const asked = Number(c.req.query('limit') ?? DEFAULT_PAGE_SIZE);
    const limit = Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_PAGE_SIZE;
    const weight = Math.min(limit, MAX_WHOLE_REPORTS_PAGE_SIZE) * DRAFT_BODY_LIMIT_BYTES;
    return ownReportsOrSession(c, () => budget.run(weight, next));
  };
  route(
    'fetchUserReports',
    { guard: wholeReportsGuard },
    reportList('document', MAX_WHOLE_REPORTS_PAGE_SIZE),
  );
  route('fetchUserReportSummaries', { guard: ownReportsOrSession }, reportList('summary'));
  route(
    'fetchUserReport',
    async (c, { params }) => new JsonText(await getUserReport(ctx, c.get('auth'), params.id)),
  );

  route('getCurrentUser', async (c) => {
    const user = await ctx.store.findUserById(c.get('auth').userId);
    if (!user) throw unauthorized(INVALID_TOKEN);
    return { data: toPublicUser(user) };
  });

  route('updateCurrentUser', async (c, { body }) => ({
    data: await updateCurrentUser(ctx, c.get('auth').userId, body),
  }));

  route('calculateCompetencyLevel', (_, { body }) => ({
    data: calculateCompetencyLevels(ctx.catalog, body),
  }));
};

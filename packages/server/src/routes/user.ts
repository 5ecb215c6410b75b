import type { PageQuery, ReportListQuery } from '@rolescope/core/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { unauthorized } from '../errors';
import { tokenClaims } from '../http/auth';
import { DRAFT_BODY_LIMIT_BYTES } from '../http/bodyLimits';
import { MAX_WHOLE_REPORTS_PAGE_SIZE, paging } from '../http/pagination';
import { JsonText } from '../http/route';
import { calculateCompetencyLevels } from '../services/catalog';
import { getUserReport, listOwnReports, listUserReports } from '../services/reports';
import { INVALID_TOKEN, sessionOf } from '../services/session';
import { normalizeEmail, toPublicUser, updateCurrentUser } from '../services/users';
import type { ReportListForm, ReportOrder } from '../store/types';
import type { RouteDeps } from './types';

/** /v1/user/*: the caller's reports and own user (read and renamed), and the competency level calculation. */
export const registerUserRoutes = ({ route, ctx, wholeReports }: RouteDeps) => {
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
      { params, query }: { params: { email: string }; query: PageQuery & ReportListQuery },
    ) => {
      const claims = c.get('claims');
      const page = paging(query, maxPageSize);
      if (normalizeEmail(params.email) === claims.email) {
        // the whole list sorted (the history's columns): own lists only
        const order: ReportOrder | undefined = query.sort
          ? { key: query.sort, direction: query.order ?? 'asc' }
          : undefined;
        return new JsonText(await listOwnReports(ctx, claims, page, form, order));
      }
      return new JsonText(await listUserReports(ctx, c.get('auth'), params.email, page, form));
    };
  // Whole bodies (up to 512 KiB each): at most MAX_WHOLE_REPORTS_PAGE_SIZE a page, read within
  // the process's whole-report budget, each caller's pages queued behind each other only
  const wholeReportsGuard = wholeReports.guard((c) => c.get('claims').sub, DRAFT_BODY_LIMIT_BYTES);
  route(
    'fetchUserReports',
    { guard: ownReportsOrSession, gate: wholeReportsGuard },
    reportList('document', MAX_WHOLE_REPORTS_PAGE_SIZE),
  );
  route('fetchUserReportSummaries', { guard: ownReportsOrSession }, reportList('summary'));
  route(
    'fetchUserReport',
    async (c, { params }) => new JsonText(await getUserReport(ctx, c.get('auth'), params.id)),
  );

  route('getCurrentUser', async (c) => {
    const { userId, embed } = c.get('auth');
    const user = await ctx.store.findUserById(userId);
    if (!user) throw unauthorized(INVALID_TOKEN);
    const session = embed && { role: embed.role, features: embed.features };
    return { data: { ...toPublicUser(user), ...(session ? { session } : {}) } };
  });

  route('updateCurrentUser', async (c, { body }) => ({
    data: await updateCurrentUser(ctx, c.get('auth').userId, body),
  }));

  route('calculateCompetencyLevel', (_, { body }) => ({
    data: calculateCompetencyLevels(ctx.catalog, body),
  }));
};

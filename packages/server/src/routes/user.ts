import { calculateCompetencyLevelRequestSchema, endpoints } from '@rolescope/core';
import { tokenClaims } from '../http/auth';
import { jsonText } from '../http/jsonText';
import { paging } from '../http/pagination';
import { body } from '../http/validate';
import { calculateCompetencyLevels } from '../services/catalog';
import { listOwnReports, listUserReports } from '../services/reports';
import { sessionOf } from '../services/session';
import { normalizeEmail } from '../services/users';
import type { RouteDeps } from './types';

/** /v1/user/*: the caller's reports and the competency level calculation. */
export const registerUserRoutes = ({ api, ctx, auth }: RouteDeps) => {
  // The product's hottest read. One's own reports (nearly every call) check the session in
  // the same database round trip as the page; another user's (administrators only) take the
  // usual session check first (one statement instead of two: 1,058-1,269 -> 1,344-1,596 req/s
  // on the bench, docs/benchmarks.md).
  api.get(endpoints.fetchUserReports.path, async (c) => {
    const claims = await tokenClaims(c, ctx.tokens);
    const email = c.req.param('email') ?? '';
    if (normalizeEmail(email) === claims.email) {
      return jsonText(c, await listOwnReports(ctx, claims, paging(c)));
    }
    const session = sessionOf(await ctx.store.findUserForToken(claims.sub, claims.jti), claims);
    return jsonText(c, await listUserReports(ctx, session, email, paging(c)));
  });

  api.post(endpoints.calculateCompetencyLevel.path, auth, async (c) => {
    const input = await body(c, calculateCompetencyLevelRequestSchema);
    return c.json({ data: calculateCompetencyLevels(ctx.catalog, input) });
  });
};

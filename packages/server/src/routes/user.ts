import { calculateCompetencyLevelRequestSchema, endpoints } from '@rolescope/core';
import { paging } from '../http/pagination';
import { body } from '../http/validate';
import { calculateCompetencyLevels } from '../services/catalog';
import { listUserReports } from '../services/reports';
import type { RouteDeps } from './types';

/** /v1/user/*: the caller's reports and the competency level calculation. */
export const registerUserRoutes = ({ api, ctx, auth }: RouteDeps) => {
  api.get(endpoints.fetchUserReports.path, auth, async (c) => {
    const list = await listUserReports(ctx, c.get('auth'), c.req.param('email') ?? '', paging(c));
    return c.json(list);
  });

  api.post(endpoints.calculateCompetencyLevel.path, auth, async (c) => {
    const input = await body(c, calculateCompetencyLevelRequestSchema);
    return c.json({ data: calculateCompetencyLevels(ctx.catalog, input) });
  });
};

import {
  endpoints,
  getDomainCompetenciesRequestSchema,
  getFunctionalCompetenciesRequestSchema,
} from '@rolescope/core';
import { body } from '../http/validate';
import { listCompetencies } from '../services/catalog';
import type { RouteDeps } from './types';

/** /v1/common/*: competency lists for the wizard. */
export const registerCommonRoutes = ({ api, ctx, auth }: RouteDeps) => {
  api.post(endpoints.getFunctionalCompetencies.path, auth, async (c) => {
    const input = await body(c, getFunctionalCompetenciesRequestSchema);
    return c.json({ data: listCompetencies(ctx.catalog, input, 'job') });
  });

  api.post(endpoints.getDomainCompetencies.path, auth, async (c) => {
    const input = await body(c, getDomainCompetenciesRequestSchema);
    return c.json({ data: listCompetencies(ctx.catalog, input, 'domain') });
  });
};

import { listCompetencies } from '../services/catalog';
import type { RouteDeps } from './types';

/** /v1/common/*: competency lists for the wizard. */
export const registerCommonRoutes = ({ route, ctx }: RouteDeps) => {
  route('getFunctionalCompetencies', (_, { body }) => ({
    data: listCompetencies(ctx.catalog, body, 'job'),
  }));
  route('getDomainCompetencies', (_, { body }) => ({
    data: listCompetencies(ctx.catalog, body, 'domain'),
  }));
};

import { organizationScope } from '../http/organizationScope';
import { listTeamMembers } from '../services/team';
import type { RouteDeps } from './types';

/**
 * GET /v1/embed/team: the people of the caller's scope (a manager's session: their reach;
 * the organisation's key or an hr session: its directory), a page at a time.
 */
export const registerTeamRoutes = ({ route, ctx }: RouteDeps) => {
  route('listTeamMembers', async (c, { query }) =>
    listTeamMembers(ctx, organizationScope(c), query),
  );
};

import type { Endpoint } from './endpoint';
import { teamMemberListResponseSchema, teamQuerySchema } from './team';

/** The endpoint table's rows of a manager's (or hr's) list of people. */
export const teamEndpoints = {
  /**
   * A page of people with their status and latest submitted report, sorted by the server.
   * A manager's session lists their reach (direct and indirect reports, never themself); the
   * organisation's key and hr sessions list the organisation's directory; an employee's
   * session is a 403.
   */
  listTeamMembers: {
    method: 'GET',
    path: '/v1/embed/team',
    access: 'organization',
    query: teamQuerySchema,
    response: teamMemberListResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

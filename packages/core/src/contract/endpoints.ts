import {
  type OrganizationClientEndpoints,
  organizationClientEndpoints,
} from './organizationClientEndpoints';
import { type UserEndpoints, userEndpoints } from './userEndpoints';

/**
 * The endpoint table of the HTTP contract: every endpoint, one row each: method, path under
 * the `/api` base, who may call it (a signed-in user unless `access` says otherwise), the
 * request schemas (`body`, `query`; path parameters are the path's `:name` segments), the
 * response schema and a 201 status where something is created. Rows with a `feature` refuse
 * an embed session that does not allow it (the insights endpoint: `feature: 'insights'`).
 *
 * The rows live in files by audience, each spread into one of the two client tables:
 * `userEndpoints` (`authEndpoints.ts`, `reportEndpoints.ts`, `catalogEndpoints.ts`,
 * `adminEndpoints.ts`, `webhookEndpoints.ts`) and `organizationClientEndpoints`
 * (`embedEndpoints.ts`, `organizationEndpoints.ts`). The API clients' methods (their names,
 * arguments and results) and the server's routes (method, path, guard, validation) are derived
 * from them, so adding an endpoint is one row plus its handler on the server. Each row's doc
 * comment is what an editor shows on the client's method of the same name.
 */
export const endpoints: Endpoints = { ...userEndpoints, ...organizationClientEndpoints };

export type Endpoints = UserEndpoints & OrganizationClientEndpoints;
export type EndpointName = keyof Endpoints;

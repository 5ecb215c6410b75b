import { organizationClientEndpoints } from '../contract/organizationClientEndpoints';
import { clientOf } from './clientOf';
import { type ApiClientConfig, createRequest } from './request';
import type { OrganizationClient } from './types';

/**
 * A typed client of an organisation's endpoints: one method per row of
 * `organizationClientEndpoints`, named as the row. On a portal's backend, `getToken` returns
 * the organisation's API key (every row); in a manager's or hr's browser, `fetchClientSecret`
 * (the same function as the `createApiClient` of that page shares its secret) authorises the
 * `organization` rows. Same config, calls and errors as `createApiClient`; its own module, so
 * a bundle that never calls it ships none of these rows.
 */
export const createOrganizationClient = (config: ApiClientConfig): OrganizationClient =>
  clientOf(organizationClientEndpoints, createRequest(config));

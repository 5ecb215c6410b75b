import { embedEndpoints } from './embedEndpoints';
import type { Endpoint } from './endpoint';
import { organizationEndpoints } from './organizationEndpoints';

/**
 * The rows of an organisation, through `createOrganizationClient`: its backend's (`apiKey`:
 * embed sessions, the directory) and its readers' (`organization`: reports and insights, with
 * the API key or a manager's or hr's client secret).
 */
export const organizationClientEndpoints = {
  ...embedEndpoints,
  ...organizationEndpoints,
} as const satisfies Record<string, Endpoint>;

export type OrganizationClientEndpoints = typeof organizationClientEndpoints;

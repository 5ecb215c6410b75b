import { embedEndpoints } from './embedEndpoints';
import type { Endpoint } from './endpoint';
import { organizationMembershipEndpoints } from './membershipEndpoints';
import { organizationEndpoints } from './organizationEndpoints';
import { reviewEndpoints } from './reviewEndpoints';
import { teamEndpoints } from './teamEndpoints';

/**
 * The rows of an organisation, through `createOrganizationClient`: its backend's (`apiKey`:
 * embed sessions, the directory) and its readers' (`organization`: reports and insights, with
 * the API key or a manager's or hr's client secret).
 */
export const organizationClientEndpoints = {
  ...embedEndpoints,
  ...organizationMembershipEndpoints,
  ...organizationEndpoints,
  ...teamEndpoints,
  ...reviewEndpoints,
} as const satisfies Record<string, Endpoint>;

export type OrganizationClientEndpoints = typeof organizationClientEndpoints;

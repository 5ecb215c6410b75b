import { adminEndpoints } from './adminEndpoints';
import { authEndpoints } from './authEndpoints';
import { catalogEndpoints } from './catalogEndpoints';
import { healthResponseSchema } from './common';
import type { Endpoint } from './endpoint';
import { membershipEndpoints } from './membershipEndpoints';
import { reportEndpoints } from './reportEndpoints';
import { ownReviewEndpoints } from './reviewEndpoints';
import { webhookEndpoints } from './webhookEndpoints';

/**
 * The rows a person's browser calls, through `createApiClient`: the public rows, a signed-in
 * user's (account, drafts and reports, catalog) and an administrator's (organisations, every
 * report, API keys, webhooks). The organisation's rows are in `organizationClientEndpoints`, so
 * a page that never calls them ships none of their schemas.
 */
export const userEndpoints = {
  ...authEndpoints,
  ...reportEndpoints,
  ...ownReviewEndpoints,
  ...catalogEndpoints,
  /** `{ status: 'ok' }` once the database answers. */
  health: { method: 'GET', path: '/health', access: 'public', response: healthResponseSchema },
  ...adminEndpoints,
  ...webhookEndpoints,
  ...membershipEndpoints,
} as const satisfies Record<string, Endpoint>;

export type UserEndpoints = typeof userEndpoints;

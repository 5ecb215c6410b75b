import { createEmbedSessionRequestSchema, embedSessionResponseSchema } from './embed';
import { putDirectoryRequestSchema, putDirectoryResponseSchema } from './embedDirectory';
import type { Endpoint } from './endpoint';

/**
 * The endpoint table's rows an organisation's backend calls with its secret API key (`apiKey`):
 * embed sessions and the directory.
 */
export const embedEndpoints = {
  /**
   * Mints a client secret (at most 15 minutes) for the organisation's employee
   * `externalUserId`, creating that user on first use. Called by the portal's backend.
   */
  createEmbedSession: {
    method: 'POST',
    path: '/v1/embed/sessions',
    access: 'apiKey',
    body: createEmbedSessionRequestSchema,
    response: embedSessionResponseSchema,
    status: 201,
  },
  /**
   * Creates or updates rows of the organisation's directory (1 to 1,000 employees): role,
   * manager, team, department, name. Creates no user accounts.
   */
  putEmbedDirectory: {
    method: 'PUT',
    path: '/v1/embed/directory',
    access: 'apiKey',
    body: putDirectoryRequestSchema,
    response: putDirectoryResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

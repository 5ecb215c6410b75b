import {
  acceptInvitation,
  createInvitation,
  listOrganizationDomains,
  previewInvitation,
  setOrganizationDomains,
} from '../services/memberships';
import type { RouteDeps } from './types';

/**
 * Rolescope accounts joining organisations: invitations (administrators, or the portal's
 * backend with its key), their acceptance by the signed-in person, and claimed domains.
 */
export const registerMembershipRoutes = ({ route, ctx }: RouteDeps) => {
  route('createInvitation', async (_, { params, body }) => ({
    data: await createInvitation(ctx, params.id, body),
  }));
  route('createEmbedInvitation', async (c, { body }) => ({
    data: await createInvitation(ctx, c.get('apiKey').organizationId, body),
  }));
  route('previewInvitation', async (_, { body }) => ({
    data: await previewInvitation(ctx, body),
  }));
  route('acceptInvitation', async (c, { body }) => ({
    data: await acceptInvitation(ctx, c.get('auth').userId, body),
  }));
  route('listOrganizationDomains', async (_, { params }) => ({
    data: await listOrganizationDomains(ctx, params.id),
  }));
  route('setOrganizationDomains', async (_, { params, body }) => ({
    data: await setOrganizationDomains(ctx, params.id, body),
  }));
};

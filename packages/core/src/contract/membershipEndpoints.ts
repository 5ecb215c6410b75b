import type { Endpoint } from './endpoint';
import {
  acceptInvitationRequestSchema,
  createdInvitationResponseSchema,
  createInvitationRequestSchema,
  invitationPreviewResponseSchema,
  membershipResponseSchema,
  organizationDomainsResponseSchema,
  setOrganizationDomainsRequestSchema,
} from './memberships';

/**
 * The endpoint table's rows that bring Rolescope accounts into an organisation: invitation
 * links (created by an administrator or the portal's backend, accepted by the signed-in
 * person) and verified e-mail domains (sign-up joins the organisation that claims one).
 */
export const membershipEndpoints = {
  /**
   * The organisation a live invitation leads into, for its page to name before anyone signs
   * in: 400 for a token that is unknown, expired or used (a POST: the token stays out of URLs).
   */
  previewInvitation: {
    method: 'POST',
    path: '/v1/invitations/preview',
    access: 'public',
    body: acceptInvitationRequestSchema,
    response: invitationPreviewResponseSchema,
  },
  /**
   * The signed-in user joins the organisation of the invitation: 400 for a token that is
   * unknown, expired or used; 403 when the invitation was sent to another e-mail; 409 when
   * the account already belongs to another organisation.
   */
  acceptInvitation: {
    method: 'POST',
    path: '/v1/user/organization/join',
    access: 'user',
    body: acceptInvitationRequestSchema,
    response: membershipResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * The organisation's side of joining: invitations (by an administrator, or by the portal's
 * backend with its API key) and claimed domains. In the organisation's client, so that a
 * person's page ships none of their schemas.
 */
export const organizationMembershipEndpoints = {
  /**
   * Invites a person into the organisation by link (administrators). The `token` appears in
   * this answer only; the link is accepted by the holder of an account with that e-mail.
   */
  createInvitation: {
    method: 'POST',
    path: '/v1/admin/organizations/:id/invitations',
    access: 'admin',
    body: createInvitationRequestSchema,
    response: createdInvitationResponseSchema,
    status: 201,
  },
  /** The organisation's claimed e-mail domains, sorted. */
  listOrganizationDomains: {
    method: 'GET',
    path: '/v1/admin/organizations/:id/domains',
    access: 'admin',
    response: organizationDomainsResponseSchema,
  },
  /** Replaces the organisation's verified e-mail domains (409 when another one claims one). */
  setOrganizationDomains: {
    method: 'PUT',
    path: '/v1/admin/organizations/:id/domains',
    access: 'admin',
    body: setOrganizationDomainsRequestSchema,
    response: organizationDomainsResponseSchema,
  },
  /** createInvitation for the organisation of the API key (the portal's backend). */
  createEmbedInvitation: {
    method: 'POST',
    path: '/v1/embed/invitations',
    access: 'apiKey',
    body: createInvitationRequestSchema,
    response: createdInvitationResponseSchema,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;

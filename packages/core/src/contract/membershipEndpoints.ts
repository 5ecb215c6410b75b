import type { Endpoint } from './endpoint';
import {
  acceptInvitationRequestSchema,
  createdInvitationResponseSchema,
  createInvitationRequestSchema,
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
  /** Replaces the organisation's verified e-mail domains (409 when another one claims one). */
  setOrganizationDomains: {
    method: 'PUT',
    path: '/v1/admin/organizations/:id/domains',
    access: 'admin',
    body: setOrganizationDomainsRequestSchema,
    response: organizationDomainsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** The portal backend's invitation row (its API key), in the organisation's client. */
export const embedInvitationEndpoints = {
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

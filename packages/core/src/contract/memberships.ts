import * as z from 'zod/mini';
import { dataResponse, idSchema, isoDateSchema } from './common';

/** How long an invitation link stays valid when the request does not say. */
export const DEFAULT_INVITATION_DAYS = 14;
/** The longest an invitation link may stay valid. */
export const MAX_INVITATION_DAYS = 30;
/** The most e-mail domains one organisation may claim. */
export const MAX_ORGANIZATION_DOMAINS = 20;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const INVALID_DOMAIN = 'Enter a domain such as example.com';

/**
 * POST /v1/admin/organizations/{id}/invitations and POST /v1/embed/invitations: invites the
 * person with this e-mail into the organisation; `externalUserId` is their id in the portal
 * (their reports then carry it, and the directory and insights count them).
 */
export const createInvitationRequestSchema = z.object({
  email: z.email('Enter a valid email address').check(z.maxLength(254)),
  externalUserId: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'externalUserId is required'), z.maxLength(200)),
  ),
  expiresInDays: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(1, 'An invitation lasts 1 to 30 days'),
        z.lte(MAX_INVITATION_DAYS, 'An invitation lasts 1 to 30 days'),
      ),
  ),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** The one answer that carries the invitation's `token` (the link's secret, shown once). */
export const createdInvitationSchema = z.object({
  _id: idSchema,
  email: z.string(),
  externalUserId: z.nullable(z.string()),
  expiresAt: isoDateSchema,
  token: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;
export const createdInvitationResponseSchema = dataResponse(createdInvitationSchema);

/** POST /v1/user/organization/join: the token of the link the person received. */
export const acceptInvitationRequestSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, 'token is required'), z.maxLength(200)),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** POST /v1/invitations/preview: the organisation a live invitation link leads into. */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  expiresAt: isoDateSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponseSchema = dataResponse(invitationPreviewSchema);

/** The organisation the signed-in user now belongs to. */
export const membershipSchema = z.object({
  organizationId: idSchema,
  organizationName: z.string(),
  externalUserId: z.nullable(z.string()),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipResponseSchema = dataResponse(membershipSchema);

/**
 * PUT /v1/admin/organizations/{id}/domains: the organisation's verified e-mail domains, the
 * whole set (an empty list removes them). Whoever completes sign-up with an e-mail of one of
 * them joins the organisation. A domain belongs to one organisation only.
 */
export const setOrganizationDomainsRequestSchema = z.object({
  domains: z
    .array(z.string().check(z.trim(), z.toLowerCase(), z.regex(DOMAIN, INVALID_DOMAIN)))
    .check(z.maxLength(MAX_ORGANIZATION_DOMAINS, 'An organisation claims at most 20 domains')),
});
export type SetOrganizationDomainsRequest = z.infer<typeof setOrganizationDomainsRequestSchema>;
export const organizationDomainsResponseSchema = dataResponse(
  z.object({ domains: z.array(z.string()) }),
);

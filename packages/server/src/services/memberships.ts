import type {
  AcceptInvitationRequest,
  CreatedInvitation,
  CreateInvitationRequest,
  InvitationPreview,
  Membership,
  SetOrganizationDomainsRequest,
} from '@rolescope/core/contract';
import { DEFAULT_INVITATION_DAYS } from '@rolescope/core/contract';
import { sha256Hex } from '../crypto/digest';
import { randomId, randomToken } from '../crypto/random';
import { type ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import type { AcceptInvitationResult } from '../store/types';
import type { ServiceContext } from './context';
import { normalizeEmail } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const INVALID_INVITATION = 'This invitation link is not valid';
export const EXPIRED_INVITATION = 'This invitation has expired. Ask for a new one.';
export const USED_INVITATION = 'This invitation has already been used';
export const OTHER_EMAIL =
  'This invitation was sent to another e-mail address. Sign in with that address to accept it.';
export const OTHER_ORGANIZATION = 'Your account already belongs to another organisation';
const EXTERNAL_ID_TAKEN =
  "The invitation's externalUserId belongs to another member of the organisation";
export const domainTaken = (domain: string) => `${domain} is claimed by another organisation`;

/** The link's secret: 256 random bits, recognisable in logs a host might keep. */
const newToken = () => `rs_inv_${randomToken(32)}`;

const requireOrganization = async (ctx: ServiceContext, organizationId: string) => {
  const organization = await ctx.store.findOrganizationById(organizationId);
  if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
  return organization;
};

/**
 * An invitation into the organisation for one e-mail. The token is in this answer only (the
 * store keeps its SHA-256): the caller sends the link; nothing is e-mailed from here.
 */
export const createInvitation = async (
  ctx: ServiceContext,
  organizationId: string,
  input: CreateInvitationRequest,
): Promise<CreatedInvitation> => {
  await requireOrganization(ctx, organizationId);
  const now = ctx.clock.now();
  const token = newToken();
  const record = await ctx.store.createInvitation({
    id: randomId(),
    organizationId,
    email: normalizeEmail(input.email),
    externalUserId: input.externalUserId ?? null,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now.getTime() + (input.expiresInDays ?? DEFAULT_INVITATION_DAYS) * DAY_MS),
    createdAt: now,
    usedAt: null,
    usedBy: null,
  });
  return {
    _id: record.id,
    email: record.email,
    externalUserId: record.externalUserId,
    expiresAt: record.expiresAt.toISOString(),
    token,
  };
};

const refusals: Record<Exclude<AcceptInvitationResult['outcome'], 'joined'>, () => ApiError> = {
  invalid: () => badRequest(INVALID_INVITATION, { token: INVALID_INVITATION }),
  expired: () => badRequest(EXPIRED_INVITATION, { token: EXPIRED_INVITATION }),
  used: () => badRequest(USED_INVITATION, { token: USED_INVITATION }),
  // The invitation names a person: a forwarded or leaked link does not let anyone else in.
  'wrong-email': () => forbidden(OTHER_EMAIL),
  'other-organization': () => conflict(OTHER_ORGANIZATION, {}),
  'external-id-taken': () => conflict(EXTERNAL_ID_TAKEN, {}),
};

/**
 * The organisation a live invitation leads into (anyone holding the link may ask): refused as
 * acceptance would refuse an unknown, used or expired token.
 */
export const previewInvitation = async (
  ctx: ServiceContext,
  input: AcceptInvitationRequest,
): Promise<InvitationPreview> => {
  const inv = await ctx.store.findInvitation(await sha256Hex(input.token));
  if (!inv) throw refusals.invalid();
  if (inv.used) throw refusals.used();
  if (inv.expiresAt.getTime() <= ctx.clock.now().getTime()) throw refusals.expired();
  const organization = await ctx.store.findOrganizationById(inv.organizationId);
  if (!organization) throw refusals.invalid();
  return { organizationName: organization.name, expiresAt: inv.expiresAt.toISOString() };
};

/**
 * The signed-in user joins the invitation's organisation, if the invitation is live and
 * was sent to the user's e-mail (see MembershipStore.acceptInvitation). Joining the
 * organisation one already belongs to uses the invitation and changes nothing else.
 */
export const acceptInvitation = async (
  ctx: ServiceContext,
  userId: string,
  input: AcceptInvitationRequest,
): Promise<Membership> => {
  const result = await ctx.store.acceptInvitation({
    tokenHash: await sha256Hex(input.token),
    userId,
    now: ctx.clock.now(),
  });
  if (result.outcome !== 'joined') throw refusals[result.outcome]();
  const organization = await ctx.store.findOrganizationById(result.organizationId);
  return {
    organizationId: result.organizationId,
    organizationName: organization?.name ?? '',
    externalUserId: result.externalUserId,
  };
};

/** The organisation's claimed e-mail domains, sorted. */
export const listOrganizationDomains = async (
  ctx: ServiceContext,
  organizationId: string,
): Promise<{ domains: string[] }> => {
  await requireOrganization(ctx, organizationId);
  return { domains: await ctx.store.listOrganizationDomains(organizationId) };
};

/** Replaces the organisation's verified e-mail domains (409 when another one claims one). */
export const setOrganizationDomains = async (
  ctx: ServiceContext,
  organizationId: string,
  input: SetOrganizationDomainsRequest,
): Promise<{ domains: string[] }> => {
  await requireOrganization(ctx, organizationId);
  const domains = [...new Set(input.domains)].sort();
  const result = await ctx.store.setOrganizationDomains(organizationId, domains);
  if (!result.saved) {
    const message = domainTaken(result.domain);
    throw conflict(message, { domains: message });
  }
  return { domains };
};

/** The organisation that claims the domain of this (lower-case) e-mail, else null. */
export const organizationOfEmail = (ctx: ServiceContext, email: string): Promise<string | null> =>
  ctx.store.findOrganizationByDomain(email.slice(email.lastIndexOf('@') + 1));

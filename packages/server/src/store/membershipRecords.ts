import type { NewUser, UserRecord } from './records';

/**
 * An invitation into an organisation by link, as stored: only a digest of the link's token
 * is kept. Used once; deleted with its organisation.
 */
export type InvitationRecord = {
  id: string;
  organizationId: string;
  /** Lower-case: the e-mail of the account that may accept it. */
  email: string;
  /** The person's id in the organisation's portal, given to the account on joining. */
  externalUserId: string | null;
  /** SHA-256 of the token (hex), unique. Never leaves the server. */
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  usedAt: Date | null;
  /** The user who accepted it. */
  usedBy: string | null;
};

/** What accepting an invitation needs: who, with which token digest, when. */
export type AcceptInvitationInput = { tokenHash: string; userId: string; now: Date };

/**
 * What `acceptInvitation` did. `joined`: the user belongs to the organisation now (or already
 * did) and the invitation is used. Otherwise nothing changed: `invalid` (no such token, or
 * no such user), `expired`, `used`, `wrong-email` (sent to another e-mail than the user's),
 * `other-organization` (the user belongs to another one), `external-id-taken` (another
 * member of the organisation has the invitation's externalUserId).
 */
export type AcceptInvitationResult =
  | { outcome: 'joined'; organizationId: string; externalUserId: string | null }
  | {
      outcome:
        | 'invalid'
        | 'expired'
        | 'used'
        | 'wrong-email'
        | 'other-organization'
        | 'external-id-taken';
    };

/** What `setOrganizationDomains` did: saved, or nothing written as another claims `domain`. */
export type SetDomainsResult = { saved: true } | { saved: false; domain: string };

/** The fields a sign-up brings to an existing user without password (see completeRegistrationInto). */
export type RegistrationFields = Pick<
  NewUser,
  'passwordHash' | 'mobile' | 'designation' | 'level' | 'functionDepartment' | 'name'
> & {
  email: string;
  /** The organisation of a claimed domain, joined when the user belongs to none. */
  organizationId: string | null;
  now: Date;
};

/** The Store's part that brings Rolescope accounts into organisations. */
export interface MembershipStore {
  /**
   * Completes a sign-up INTO the existing user `userId` (an employee an embed session
   * created, who has no password) and deletes the pending registration, atomically: sets
   * the password hash, mobile, designation, level and function, the name when it is empty,
   * the organisation when it has none; keeps id, organisation, externalUserId and reports.
   * Null (nothing written) when that user has a password by then, or another e-mail.
   * Throws StoreConflictError('mobile') when the mobile is another user's.
   */
  completeRegistrationInto(userId: string, fields: RegistrationFields): Promise<UserRecord | null>;
  /** The invitation of this token digest (its organisation, expiry and whether used), else null. */
  findInvitation(
    tokenHash: string,
  ): Promise<{ organizationId: string; expiresAt: Date; used: boolean } | null>;
  /** Inserts the invitation; the organisation must exist. */
  createInvitation(record: InvitationRecord): Promise<InvitationRecord>;
  /**
   * Checks the invitation and the user and, in one atomic step, sets the user's organisation
   * (and externalUserId when the invitation has one and the user none) and marks it used: of
   * parallel acceptances of one token, one joins.
   */
  acceptInvitation(input: AcceptInvitationInput): Promise<AcceptInvitationResult>;
  /**
   * Replaces the organisation's domains by `domains` (lower-case, distinct) in one step;
   * nothing written when another organisation claims one of them.
   */
  setOrganizationDomains(organizationId: string, domains: string[]): Promise<SetDomainsResult>;
  /** The domains the organisation claims, sorted. */
  listOrganizationDomains(organizationId: string): Promise<string[]>;
  /** The id of the organisation that claims this (lower-case) domain, else null. */
  findOrganizationByDomain(domain: string): Promise<string | null>;
}

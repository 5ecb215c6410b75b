import type {
  AcceptInvitationInput,
  AcceptInvitationResult,
  InvitationRecord,
  RegistrationFields,
  SetDomainsResult,
} from '../membershipRecords';
import { NO_PASSWORD, type PendingRegistrationRecord, type UserRecord } from '../records';
import { StoreConflictError } from '../types';
import { copy } from './helpers';
import { MemoryTeamStore } from './memoryTeamStore';

/**
 * Invitations and claimed domains of the memory store, and the changes they make to its
 * users (MemoryStore hands over its maps). Each method is one synchronous step, so it is
 * atomic as the SQL store's transactions are.
 */
class MemoryMemberships {
  private invitations = new Map<string, InvitationRecord>();
  /** domain -> organisation id */
  private domains = new Map<string, string>();

  constructor(
    private readonly users: Map<string, UserRecord>,
    private readonly pending: Map<string, PendingRegistrationRecord>,
  ) {}

  completeRegistrationInto(userId: string, f: RegistrationFields): UserRecord | null {
    const u = this.users.get(userId);
    if (!u || u.passwordHash !== NO_PASSWORD || u.email !== f.email || u.role !== 'user') {
      return null;
    }
    if (f.mobile !== '') {
      for (const other of this.users.values()) {
        if (other.id !== userId && other.mobile === f.mobile)
          throw new StoreConflictError('mobile');
      }
    }
    Object.assign(u, {
      passwordHash: f.passwordHash,
      mobile: f.mobile,
      designation: f.designation,
      level: f.level,
      functionDepartment: f.functionDepartment,
      name: u.name === '' ? f.name : u.name,
      organizationId: u.organizationId ?? f.organizationId,
      updatedAt: f.now,
    });
    this.pending.delete(f.email);
    return copy(u);
  }

  findInvitation(tokenHash: string) {
    const inv = [...this.invitations.values()].find((i) => i.tokenHash === tokenHash);
    return inv
      ? {
          organizationId: inv.organizationId,
          expiresAt: new Date(inv.expiresAt),
          used: !!inv.usedAt,
        }
      : null;
  }

  createInvitation(record: InvitationRecord): InvitationRecord {
    this.invitations.set(record.id, copy(record));
    return copy(record);
  }

  acceptInvitation({ tokenHash, userId, now }: AcceptInvitationInput): AcceptInvitationResult {
    const inv = [...this.invitations.values()].find((i) => i.tokenHash === tokenHash);
    if (!inv) return { outcome: 'invalid' };
    if (inv.usedAt) return { outcome: 'used' };
    if (inv.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
    const u = this.users.get(userId);
    if (!u) return { outcome: 'invalid' };
    if (u.email !== inv.email) return { outcome: 'wrong-email' };
    const { organizationId } = inv;
    if (u.organizationId !== null && u.organizationId !== organizationId) {
      return { outcome: 'other-organization' };
    }
    const externalUserId =
      u.organizationId === organizationId
        ? (u.externalUserId ?? inv.externalUserId)
        : inv.externalUserId;
    if (externalUserId !== null) {
      for (const other of this.users.values()) {
        if (
          other.id !== userId &&
          other.organizationId === organizationId &&
          other.externalUserId === externalUserId
        ) {
          return { outcome: 'external-id-taken' };
        }
      }
    }
    Object.assign(u, { organizationId, externalUserId, updatedAt: now });
    Object.assign(inv, { usedAt: now, usedBy: userId });
    return { outcome: 'joined', organizationId, externalUserId };
  }

  setOrganizationDomains(organizationId: string, domains: string[]): SetDomainsResult {
    for (const domain of domains) {
      const holder = this.domains.get(domain);
      if (holder !== undefined && holder !== organizationId) return { saved: false, domain };
    }
    for (const [domain, holder] of this.domains) {
      if (holder === organizationId) this.domains.delete(domain);
    }
    for (const domain of domains) this.domains.set(domain, organizationId);
    return { saved: true };
  }

  listOrganizationDomains(organizationId: string): string[] {
    return [...this.domains]
      .filter(([, holder]) => holder === organizationId)
      .map(([domain]) => domain)
      .sort();
  }

  findOrganizationByDomain(domain: string): string | null {
    return this.domains.get(domain) ?? null;
  }

  /** Unused invitations past their expiry. */
  purge(now: Date): void {
    for (const [id, i] of this.invitations) {
      if (!i.usedAt && i.expiresAt.getTime() <= now.getTime()) this.invitations.delete(id);
    }
  }

  /** Its invitations and domains go with a deleted organisation. */
  forget(organizationId: string): void {
    for (const [id, i] of this.invitations) {
      if (i.organizationId === organizationId) this.invitations.delete(id);
    }
    for (const [domain, holder] of this.domains) {
      if (holder === organizationId) this.domains.delete(domain);
    }
  }
}

/** The memory store's memberships, over its users (see `MemoryMemberships`). */
export abstract class MemoryMembershipsStore extends MemoryTeamStore {
  protected memberships = new MemoryMemberships(this.users, this.pending);

  async completeRegistrationInto(id: string, f: RegistrationFields): Promise<UserRecord | null> {
    return this.memberships.completeRegistrationInto(id, f);
  }

  async findInvitation(tokenHash: string) {
    return this.memberships.findInvitation(tokenHash);
  }

  async createInvitation(record: InvitationRecord): Promise<InvitationRecord> {
    if (!this.organizations.has(record.organizationId)) throw new Error('No such organization');
    return this.memberships.createInvitation(record);
  }

  async acceptInvitation(input: AcceptInvitationInput): Promise<AcceptInvitationResult> {
    return this.memberships.acceptInvitation(input);
  }

  async setOrganizationDomains(
    organizationId: string,
    domains: string[],
  ): Promise<SetDomainsResult> {
    return this.memberships.setOrganizationDomains(organizationId, domains);
  }

  async listOrganizationDomains(organizationId: string): Promise<string[]> {
    return this.memberships.listOrganizationDomains(organizationId);
  }

  async findOrganizationByDomain(domain: string): Promise<string | null> {
    return this.memberships.findOrganizationByDomain(domain);
  }

  override async deleteOrganization(id: string): Promise<boolean> {
    this.memberships.forget(id);
    return super.deleteOrganization(id);
  }
}

import type { NewUser, PendingRegistrationRecord, UserRecord } from '../types';
import { StoreConflictError } from '../types';
import { copy } from './helpers';
import { MemoryReviewsStore } from './memoryReviews';

/**
 * The users of the memory store (and the pending registrations a completed one removes):
 * whose each report is, and which organisation's employee each user is.
 */
export abstract class MemoryUsersStore extends MemoryReviewsStore {
  protected users = new Map<string, UserRecord>();
  protected pending = new Map<string, PendingRegistrationRecord>();

  protected employeeOf(userId: string) {
    const u = this.users.get(userId);
    return u?.organizationId
      ? { organizationId: u.organizationId, externalUserId: u.externalUserId ?? null }
      : null;
  }

  // --- users

  async findUserById(id: string): Promise<UserRecord | null> {
    const u = this.users.get(id);
    return u ? copy(u) : null;
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    for (const u of this.users.values()) if (u.email === email) return copy(u);
    return null;
  }

  async findUserByMobile(mobile: string): Promise<UserRecord | null> {
    if (mobile === '') return null;
    for (const u of this.users.values()) if (u.mobile === mobile) return copy(u);
    return null;
  }

  async createUser(user: NewUser): Promise<UserRecord> {
    const { organizationId = null, externalUserId = null } = user;
    if (
      organizationId !== null &&
      externalUserId !== null &&
      (await this.findUserByExternalId(organizationId, externalUserId))
    ) {
      throw new StoreConflictError('externalUserId');
    }
    if (await this.findUserByEmail(user.email)) throw new StoreConflictError('email');
    if (await this.findUserByMobile(user.mobile)) throw new StoreConflictError('mobile');
    const record: UserRecord = {
      ...copy(user),
      organizationId,
      externalUserId,
      tokenVersion: 0,
      updatedAt: user.createdAt,
    };
    this.users.set(record.id, record);
    return copy(record);
  }

  async findUserByExternalId(
    organizationId: string,
    externalUserId: string,
  ): Promise<UserRecord | null> {
    for (const u of this.users.values()) {
      if (u.organizationId === organizationId && u.externalUserId === externalUserId) {
        return copy(u);
      }
    }
    return null;
  }

  async setUserProfile(
    id: string,
    profile: { email: string; name: string },
    now: Date,
  ): Promise<UserRecord | null> {
    const u = this.users.get(id);
    if (!u) return null;
    const holder = await this.findUserByEmail(profile.email);
    if (holder && holder.id !== id) throw new StoreConflictError('email');
    u.email = profile.email;
    u.name = profile.name;
    u.updatedAt = now;
    return copy(u);
  }

  override async deleteOrganization(id: string): Promise<boolean> {
    for (const u of this.users.values()) if (u.organizationId === id) u.organizationId = null;
    return super.deleteOrganization(id);
  }

  async endOrganizationSessions(organizationId: string, now: Date): Promise<number> {
    let ended = 0;
    for (const u of this.users.values()) {
      if (u.organizationId !== organizationId) continue;
      u.tokenVersion += 1;
      u.updatedAt = now;
      ended++;
    }
    return ended;
  }

  protected override organizationOf(ownerId: string): string | null {
    return this.users.get(ownerId)?.organizationId ?? null;
  }

  async completeRegistration(user: NewUser): Promise<UserRecord> {
    const created = await this.createUser(user);
    this.pending.delete(user.email);
    return created;
  }

  async setUserPassword(id: string, passwordHash: string, now: Date): Promise<UserRecord | null> {
    const u = this.users.get(id);
    if (!u) return null;
    u.passwordHash = passwordHash;
    u.tokenVersion += 1;
    u.updatedAt = now;
    return copy(u);
  }

  async setUserRole(id: string, role: UserRecord['role'], now: Date): Promise<UserRecord | null> {
    const u = this.users.get(id);
    if (!u) return null;
    u.role = role;
    u.updatedAt = now;
    return copy(u);
  }

  async setUserName(id: string, name: string, now: Date): Promise<UserRecord | null> {
    const u = this.users.get(id);
    if (!u) return null;
    u.name = name;
    u.updatedAt = now;
    return copy(u);
  }
}

import { eq, lt, lte, sql } from 'drizzle-orm';
import type { InsightRows, InsightsRequest } from '../insightRecords';
import type {
  ApiKeyInUse,
  ApiKeyRecord,
  AttemptWindow,
  LoginAttemptReservation,
  LoginFailureSummary,
  NewUser,
  PacedReservation,
  PasswordResetTokenRecord,
  PendingAttempt,
  PendingRegistrationRecord,
  Store,
  TokenUser,
  UserRecord,
} from '../types';
import { asConflict } from './errors';
import { toPending, toUser } from './rows';
import {
  loginFailures,
  passwordResetTokens,
  pendingRegistrations,
  revokedTokens,
  users,
} from './schema';
import * as accounts from './sqlAccounts';
import * as embed from './sqlEmbed';
import { organizationInsights } from './sqlInsights';
import { SqlWebhooksStore } from './sqlWebhooks';
import { type SqlDatabase, text } from './values';

/**
 * The Store over Drizzle: one implementation for embedded PGlite and for PostgreSQL (the
 * driver is chosen by whoever builds `db`). Every atomic rule is one statement or one
 * transaction, so it holds across processes sharing one PostgreSQL database.
 */
export class SqlStore extends SqlWebhooksStore implements Store {
  constructor(
    db: SqlDatabase,
    private readonly onClose: () => Promise<void>,
  ) {
    super(db);
  }

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  async close(): Promise<void> {
    await this.onClose();
  }

  organizationInsights(request: InsightsRequest): Promise<InsightRows> {
    return organizationInsights(this.db, request);
  }

  async purgeExpired(now: Date, loginFailuresBefore: Date): Promise<void> {
    await this.db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
    await this.db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
    await this.db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, now));
    await this.db.delete(loginFailures).where(lt(loginFailures.at, loginFailuresBefore));
    await this.purgeExpiredInvitations(now);
  }

  // --- users

  private async oneUser(where: ReturnType<typeof eq>): Promise<UserRecord | null> {
    const [row] = await this.db.select().from(users).where(where).limit(1);
    return row ? toUser(row) : null;
  }

  async findUserById(id: string): Promise<UserRecord | null> {
    const [row] = await this.q.userById.execute({ id: text(id) });
    return row ? toUser(row) : null;
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.q.userByEmail.execute({ email: text(email) });
    return row ? toUser(row) : null;
  }

  async findUserByMobile(mobile: string): Promise<UserRecord | null> {
    if (mobile === '') return null;
    return this.oneUser(eq(users.mobile, text(mobile)));
  }

  private userRow(user: NewUser) {
    return {
      id: user.id,
      email: text(user.email),
      passwordHash: user.passwordHash,
      mobile: text(user.mobile),
      designation: text(user.designation),
      level: text(user.level),
      functionDepartment: text(user.functionDepartment),
      name: text(user.name),
      role: user.role,
      tokenVersion: 0,
      organizationId: user.organizationId ?? null,
      externalUserId: user.externalUserId ? text(user.externalUserId) : null,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    };
  }

  async createUser(user: NewUser): Promise<UserRecord> {
    try {
      const [row] = await this.db.insert(users).values(this.userRow(user)).returning();
      return toUser(row as typeof users.$inferSelect);
    } catch (e) {
      throw asConflict(e);
    }
  }

  async completeRegistration(user: NewUser): Promise<UserRecord> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(this.userRow(user)).returning();
        await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, user.email));
        return toUser(row as typeof users.$inferSelect);
      });
    } catch (e) {
      throw asConflict(e);
    }
  }

  async setUserPassword(id: string, passwordHash: string, now: Date): Promise<UserRecord | null> {
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, text(id)))
      .returning();
    return row ? toUser(row) : null;
  }

  async setUserRole(id: string, role: UserRecord['role'], now: Date): Promise<UserRecord | null> {
    const [row] = await this.db
      .update(users)
      .set({ role, updatedAt: now })
      .where(eq(users.id, text(id)))
      .returning();
    return row ? toUser(row) : null;
  }

  async setUserName(id: string, name: string, now: Date): Promise<UserRecord | null> {
    const [row] = await this.db
      .update(users)
      .set({ name: text(name), updatedAt: now })
      .where(eq(users.id, text(id)))
      .returning();
    return row ? toUser(row) : null;
  }

  // --- organisation API keys and embedded employees

  async createApiKey(record: ApiKeyRecord): Promise<ApiKeyRecord> {
    return embed.createApiKey(this.db, record);
  }

  async listApiKeys(organizationId: string): Promise<ApiKeyRecord[]> {
    return embed.listApiKeys(this.db, organizationId);
  }

  async revokeApiKey(organizationId: string, id: string, now: Date): Promise<ApiKeyRecord | null> {
    return embed.revokeApiKey(this.db, organizationId, id, now);
  }

  async findApiKeyBySecretHash(secretHash: string): Promise<ApiKeyInUse | null> {
    return embed.findApiKeyBySecretHash(this.db, secretHash);
  }

  async endOrganizationSessions(organizationId: string, now: Date): Promise<number> {
    return embed.endOrganizationSessions(this.db, organizationId, now);
  }

  async touchApiKey(id: string, now: Date): Promise<void> {
    await embed.touchApiKey(this.db, id, now);
  }

  async findUserByExternalId(
    organizationId: string,
    externalUserId: string,
  ): Promise<UserRecord | null> {
    return embed.findUserByExternalId(this.db, organizationId, externalUserId);
  }

  async setUserProfile(
    id: string,
    profile: { email: string; name: string },
    now: Date,
  ): Promise<UserRecord | null> {
    return embed.setUserProfile(this.db, id, profile, now);
  }

  // --- pending registrations

  async findPendingRegistration(email: string): Promise<PendingRegistrationRecord | null> {
    const [row] = await this.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, text(email)))
      .limit(1);
    return row ? toPending(row) : null;
  }

  async savePendingRegistration(
    record: PendingRegistrationRecord,
    replacing: string | null,
  ): Promise<boolean> {
    return accounts.savePendingRegistration(this.db, record, replacing);
  }

  async consumePendingAttempt(
    email: string,
    maxAttempts: number,
    now: Date,
  ): Promise<PendingAttempt> {
    return accounts.consumePendingAttempt(this.db, email, maxAttempts, now);
  }

  async deletePendingRegistration(email: string): Promise<void> {
    await this.db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, text(email)));
  }

  // --- password reset tokens

  async createPasswordResetToken(record: PasswordResetTokenRecord, since: Date): Promise<boolean> {
    return accounts.createPasswordResetToken(this.db, record, since);
  }

  async consumePasswordResetToken(tokenHash: string, now: Date): Promise<string | null> {
    return accounts.consumePasswordResetToken(this.db, tokenHash, now);
  }

  // --- revoked tokens

  async revokeToken(jti: string, expiresAt: Date): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: text(jti), expiresAt })
      .onConflictDoNothing({ target: revokedTokens.jti });
  }

  async isTokenRevoked(jti: string): Promise<boolean> {
    const [row] = await this.q.tokenRevoked.execute({ jti: text(jti) });
    return row !== undefined;
  }

  async findUserForToken(userId: string, jti: string): Promise<TokenUser | null> {
    const [row] = await this.q.userForToken.execute({ id: text(userId), jti: text(jti) });
    return row ?? null;
  }

  // --- login throttling

  async reserveLoginAttempt(
    key: string,
    at: Date,
    since: Date,
    max: number,
  ): Promise<LoginAttemptReservation> {
    return accounts.reserveLoginAttempt(this.db, key, at, since, max);
  }

  async countLoginFailures(key: string, since: Date): Promise<LoginFailureSummary> {
    const [row] = await this.q.loginFailures.execute({
      key: text(key),
      since: since.toISOString(),
    });
    const n = Number(row?.count ?? 0);
    const oldest = row?.oldest ?? null;
    return { count: n, oldest: n > 0 && oldest ? new Date(oldest) : null };
  }

  async clearLoginFailures(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, text(key)));
  }

  async reservePacedAttempt(
    key: string,
    at: Date,
    since: Date,
    waitMs: (window: AttemptWindow) => number,
  ): Promise<PacedReservation> {
    return accounts.reservePacedAttempt(this.db, key, at, since, waitMs);
  }

  async releaseLoginAttempt(key: string, at: Date): Promise<void> {
    await accounts.releaseLoginAttempt(this.db, key, at);
  }
}

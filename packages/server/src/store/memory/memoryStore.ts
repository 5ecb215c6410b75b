import type { WebhookEventType } from '@rolescope/core/contract';
import type {
  AttemptWindow,
  InsightRows,
  InsightsRequest,
  LoginAttemptReservation,
  LoginFailureSummary,
  PacedReservation,
  PageRequest,
  PasswordResetTokenRecord,
  PendingAttempt,
  PendingRegistrationRecord,
  ReportListForm,
  ReportOrder,
  ReportPageJson,
  ReportRecord,
  Store,
  TokenUser,
} from '../types';
import { MemoryAttempts } from './attempts';
import { copy } from './helpers';
import { type DirectoryLike, memoryInsights } from './memoryInsights';
import { MemoryMembershipsStore } from './memoryMemberships';

/** An in-memory Store: tests, the msw mock and `DATABASE_URL=memory://`. Browser-safe. */
export class MemoryStore extends MemoryMembershipsStore implements Store {
  private resetTokens = new Map<string, PasswordResetTokenRecord>();
  private revoked = new Map<string, Date>();
  private attempts = new MemoryAttempts();
  private closed = false;

  async ping(): Promise<void> {
    if (this.closed) throw new Error('Store is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  async purgeExpired(now: Date, loginFailuresBefore: Date): Promise<void> {
    const t = now.getTime();
    for (const [k, p] of this.pending) if (p.expiresAt.getTime() <= t) this.pending.delete(k);
    for (const [k, r] of this.resetTokens)
      if (r.expiresAt.getTime() <= t) this.resetTokens.delete(k);
    for (const [k, e] of this.revoked) if (e.getTime() <= t) this.revoked.delete(k);
    this.attempts.purge(loginFailuresBefore);
    this.memberships.purge(now);
  }

  private directoryOf(organizationId: string) {
    return this.directory.get(organizationId) ?? new Map<string, DirectoryLike>();
  }

  /** Each submitted report's team and department at submission (what SQL's facts keep). */
  private submittedIn = new Map<string, { teamId: string; department: string }>();

  protected override reportEvent(type: WebhookEventType, report: ReportRecord, at: Date): void {
    super.reportEvent(type, report, at);
    const employee = this.employeeOf(report.ownerId);
    if (type !== 'report.submitted' || !employee?.externalUserId) return;
    const entry = this.directoryOf(employee.organizationId).get(employee.externalUserId);
    this.submittedIn.set(report.id, {
      teamId: entry?.team?.id ?? '',
      department: entry?.department ?? '',
    });
  }

  async organizationInsights(request: InsightsRequest): Promise<InsightRows> {
    const org = request.organizationId;
    const reaches = await Promise.all(
      (request.managers ?? []).map(async (m) => new Set(await this.reportsOf(org, m))),
    );
    return memoryInsights(request, {
      directory: this.directoryOf(org),
      reaches,
      users: [...this.users.values()].filter((u) => u.organizationId === org),
      reports: this.reports,
      submittedIn: this.submittedIn,
    });
  }

  // --- pending registrations

  async findPendingRegistration(email: string): Promise<PendingRegistrationRecord | null> {
    const p = this.pending.get(email);
    return p ? copy(p) : null;
  }

  // No await between a check and its write: each method is one atomic step, as in SQL.

  async savePendingRegistration(
    record: PendingRegistrationRecord,
    replacing: string | null,
  ): Promise<boolean> {
    const current = this.pending.get(record.email);
    if ((current?.codeHash ?? null) !== replacing) return false;
    this.pending.set(record.email, copy(record));
    return true;
  }

  async consumePendingAttempt(
    email: string,
    maxAttempts: number,
    now: Date,
  ): Promise<PendingAttempt> {
    const p = this.pending.get(email);
    if (!p || p.attempts >= maxAttempts || p.expiresAt.getTime() <= now.getTime())
      return { consumed: false, pending: p ? copy(p) : null };
    p.attempts += 1;
    return { consumed: true, pending: copy(p) };
  }

  async deletePendingRegistration(email: string): Promise<void> {
    this.pending.delete(email);
  }

  // --- password reset tokens

  async createPasswordResetToken(record: PasswordResetTokenRecord, since: Date): Promise<boolean> {
    for (const t of this.resetTokens.values()) {
      if (t.userId === record.userId && t.createdAt.getTime() > since.getTime()) return false;
    }
    this.resetTokens.set(record.tokenHash, copy(record));
    return true;
  }

  async consumePasswordResetToken(tokenHash: string, now: Date): Promise<string | null> {
    const r = this.resetTokens.get(tokenHash);
    if (!r || r.usedAt !== null || r.expiresAt.getTime() <= now.getTime()) return null;
    for (const t of this.resetTokens.values())
      if (t.userId === r.userId && t.usedAt === null) t.usedAt = now;
    return r.userId;
  }

  // --- revoked tokens

  async revokeToken(jti: string, expiresAt: Date): Promise<void> {
    this.revoked.set(jti, expiresAt);
  }

  async isTokenRevoked(jti: string): Promise<boolean> {
    return this.revoked.has(jti);
  }

  async findUserForToken(userId: string, jti: string): Promise<TokenUser | null> {
    const u = this.revoked.has(jti) ? undefined : this.users.get(userId);
    return u ? { id: u.id, email: u.email, role: u.role, tokenVersion: u.tokenVersion } : null;
  }

  async listOwnReportsForToken(
    userId: string,
    jti: string,
    page: PageRequest,
    form?: ReportListForm,
    order?: ReportOrder,
  ): Promise<ReportPageJson & { user: TokenUser | null }> {
    return {
      user: await this.findUserForToken(userId, jti),
      ...(await this.listReportsByOwner(userId, page, form, order)),
    };
  }

  // --- login throttling (memory/attempts.ts)

  async reserveLoginAttempt(
    key: string,
    at: Date,
    since: Date,
    max: number,
  ): Promise<LoginAttemptReservation> {
    return this.attempts.reserve(key, at, since, max);
  }

  async countLoginFailures(key: string, since: Date): Promise<LoginFailureSummary> {
    return this.attempts.count(key, since);
  }

  async clearLoginFailures(key: string): Promise<void> {
    this.attempts.clear(key);
  }

  async reservePacedAttempt(
    key: string,
    at: Date,
    since: Date,
    waitMs: (window: AttemptWindow) => number,
  ): Promise<PacedReservation> {
    return this.attempts.reservePaced(key, at, since, waitMs);
  }

  async releaseLoginAttempt(key: string, at: Date): Promise<void> {
    this.attempts.release(key, at);
  }
}

export const createMemoryStore = (): Store => new MemoryStore();

import type { WebhookEventType } from '@rolescope/core/contract';
import { reportDocument, reportSummary } from '../reportDocument';
import type {
  AcceptInvitationInput,
  AcceptInvitationResult,
  AttemptWindow,
  InsightRows,
  InsightsRequest,
  InvitationRecord,
  LoginAttemptReservation,
  LoginFailureSummary,
  NewUser,
  OrganizationReportQuery,
  PacedReservation,
  PageRequest,
  PasswordResetTokenRecord,
  PendingAttempt,
  PendingRegistrationRecord,
  RegistrationFields,
  ReportListForm,
  ReportOrder,
  ReportPageJson,
  ReportRecord,
  SetDomainsResult,
  Store,
  TeamMembersPage,
  TeamMembersRequest,
  TokenUser,
  UserRecord,
} from '../types';
import { StoreConflictError } from '../types';
import { MemoryAttempts } from './attempts';
import { copy, pageOf } from './helpers';
import { type DirectoryLike, familiesOf, memoryInsights } from './memoryInsights';
import { MemoryMemberships } from './memoryMemberships';
import { MemoryReviewsStore } from './memoryReviews';
import { memoryTeamMembers } from './memoryTeam';

const inLevels = (r: ReportRecord, from?: number, to?: number) => {
  if (from === undefined && to === undefined) return true;
  const level = (r.scoreDetails as { careerLevel?: unknown } | null | undefined)?.careerLevel;
  return (
    typeof level === 'number' &&
    (from === undefined || level >= from) &&
    (to === undefined || level <= to)
  );
};

/** The `_id` of each item of a report body that is a list (a competency report's). */
const competencyIdsOf = (r: ReportRecord): unknown[] =>
  Array.isArray(r.report) ? r.report.map((item) => (item as { _id?: unknown } | null)?._id) : [];

/** An in-memory Store: tests, the msw mock and `DATABASE_URL=memory://`. Browser-safe. */
export class MemoryStore extends MemoryReviewsStore implements Store {
  private users = new Map<string, UserRecord>();
  private pending = new Map<string, PendingRegistrationRecord>();
  private resetTokens = new Map<string, PasswordResetTokenRecord>();
  private revoked = new Map<string, Date>();
  private attempts = new MemoryAttempts();
  private memberships = new MemoryMemberships(this.users, this.pending);
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

  // --- memberships (see memoryMemberships.ts)

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
    for (const u of this.users.values()) if (u.organizationId === id) u.organizationId = null;
    this.memberships.forget(id);
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

  async listTeamMembers(request: TeamMembersRequest): Promise<TeamMembersPage> {
    const org = request.organizationId;
    const manager = request.managerExternalUserId;
    return memoryTeamMembers(request, {
      directory: this.directory.get(org)?.values() ?? [],
      reach: manager === undefined ? null : new Set(await this.reportsOf(org, manager)),
      users: [...this.users.values()],
      reports: this.reports.values(),
    });
  }

  private organizationReport(organizationId: string, r: ReportRecord) {
    const owner = this.users.get(r.ownerId);
    return (
      r.status === 'completed' &&
      owner?.organizationId === organizationId &&
      owner.externalUserId !== null
    );
  }

  /** The query's scope and filters, over the directory (the SQL store's WHERE, as a test). */
  private inOrganizationQuery(organizationId: string, q: OrganizationReportQuery) {
    const reachOf = (m: string | undefined) =>
      m === undefined ? null : this.reachOf(organizationId, m);
    const scope = reachOf(q.managerExternalUserId);
    const managed = reachOf(q.manager);
    const entries = this.directory.get(organizationId);
    return (r: ReportRecord) => {
      if (!this.organizationReport(organizationId, r)) return false;
      const x = this.users.get(r.ownerId)?.externalUserId ?? '';
      const entry = entries?.get(x);
      const t = r.createdAt.getTime();
      return (
        (!scope || scope.has(x)) &&
        (!managed || managed.has(x)) &&
        (q.team === undefined || entry?.team?.id === q.team) &&
        (q.department === undefined || entry?.department === q.department) &&
        inLevels(r, q.levelFrom, q.levelTo) &&
        (q.competency === undefined || competencyIdsOf(r).includes(q.competency)) &&
        (q.jobFamily === undefined || familiesOf(r).includes(q.jobFamily)) &&
        (!q.submittedFrom || t >= q.submittedFrom.getTime()) &&
        (!q.submittedTo || t < q.submittedTo.getTime()) &&
        (!q.after ||
          t < q.after.createdAt.getTime() ||
          (t === q.after.createdAt.getTime() && r.id < q.after.id))
      );
    };
  }

  async listOrganizationReports(
    organizationId: string,
    page: PageRequest,
    form: ReportListForm = 'document',
    query: OrganizationReportQuery = {},
  ) {
    const { after, ...filters } = query;
    const all = [...this.reports.values()];
    const { items } = pageOf(
      all.filter(this.inOrganizationQuery(organizationId, query)),
      after ? { ...page, offset: 0 } : page,
    );
    const total = all.filter(this.inOrganizationQuery(organizationId, filters)).length;
    const rows = items.map((r) => {
      const externalUserId = this.users.get(r.ownerId)?.externalUserId ?? '';
      if (form !== 'summary') return { ...reportDocument(r), externalUserId };
      const d = this.directory.get(organizationId)?.get(externalUserId);
      const fields = d && {
        team: d.team,
        department: d.department,
        managerExternalUserId: d.managerExternalUserId,
      };
      return { ...reportSummary(r), externalUserId, ...fields };
    });
    const oldest = items.length === page.limit ? items.at(-1) : undefined;
    const last = oldest ? { createdAt: new Date(oldest.createdAt), id: oldest.id } : null;
    return { json: JSON.stringify(rows), total, last };
  }

  async findOrganizationReportDocument(
    organizationId: string,
    id: string,
    managerExternalUserId?: string,
  ) {
    const r = this.reports.get(id);
    const scope = managerExternalUserId === undefined ? {} : { managerExternalUserId };
    if (!r || !this.inOrganizationQuery(organizationId, scope)(r)) return null;
    return JSON.stringify({
      ...reportDocument(r),
      externalUserId: this.users.get(r.ownerId)?.externalUserId ?? '',
    });
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

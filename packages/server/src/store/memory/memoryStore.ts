import type {
  DraftContent,
  LoginFailureSummary,
  NewDraft,
  NewUser,
  OrganizationRecord,
  PageRequest,
  PageResult,
  PasswordResetTokenRecord,
  PendingRegistrationRecord,
  ReportRecord,
  Store,
  SubmitReportInput,
  SubmitReportResult,
  TokenUser,
  UserRecord,
} from '../types';
import { StoreConflictError } from '../types';
import { copy, pageOf } from './helpers';

/** An in-memory Store: tests, the msw mock and `DATABASE_URL=memory://`. Browser-safe. */
export class MemoryStore implements Store {
  private users = new Map<string, UserRecord>();
  private pending = new Map<string, PendingRegistrationRecord>();
  private resetTokens = new Map<string, PasswordResetTokenRecord>();
  private revoked = new Map<string, Date>();
  private loginFailures = new Map<string, Date[]>();
  private reports = new Map<string, ReportRecord>();
  private organizations = new Map<string, OrganizationRecord>();
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
    const cut = loginFailuresBefore.getTime();
    for (const [k, list] of this.loginFailures) {
      const kept = list.filter((d) => d.getTime() >= cut);
      if (kept.length) this.loginFailures.set(k, kept);
      else this.loginFailures.delete(k);
    }
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
    if (await this.findUserByEmail(user.email)) throw new StoreConflictError('email');
    if (await this.findUserByMobile(user.mobile)) throw new StoreConflictError('mobile');
    const record: UserRecord = { ...copy(user), tokenVersion: 0, updatedAt: user.createdAt };
    this.users.set(record.id, record);
    return copy(record);
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

  // --- pending registrations

  async findPendingRegistration(email: string): Promise<PendingRegistrationRecord | null> {
    const p = this.pending.get(email);
    return p ? copy(p) : null;
  }

  async upsertPendingRegistration(record: PendingRegistrationRecord): Promise<void> {
    this.pending.set(record.email, copy(record));
  }

  async incrementPendingAttempts(email: string): Promise<number | null> {
    const p = this.pending.get(email);
    if (!p) return null;
    p.attempts += 1;
    return p.attempts;
  }

  async deletePendingRegistration(email: string): Promise<void> {
    this.pending.delete(email);
  }

  // --- password reset tokens

  async createPasswordResetToken(record: PasswordResetTokenRecord): Promise<void> {
    this.resetTokens.set(record.tokenHash, copy(record));
  }

  async consumePasswordResetToken(tokenHash: string, now: Date): Promise<string | null> {
    const r = this.resetTokens.get(tokenHash);
    if (!r || r.usedAt !== null || r.expiresAt.getTime() <= now.getTime()) return null;
    r.usedAt = now;
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

  // --- login throttling

  async recordLoginFailure(key: string, at: Date): Promise<void> {
    const list = this.loginFailures.get(key) ?? [];
    list.push(at);
    this.loginFailures.set(key, list);
  }

  async countLoginFailures(key: string, since: Date): Promise<LoginFailureSummary> {
    const recent = (this.loginFailures.get(key) ?? []).filter(
      (d) => d.getTime() >= since.getTime(),
    );
    const oldest = recent.reduce<Date | null>(
      (min, d) => (min === null || d.getTime() < min.getTime() ? d : min),
      null,
    );
    return { count: recent.length, oldest: oldest ? new Date(oldest) : null };
  }

  async clearLoginFailures(key: string): Promise<void> {
    this.loginFailures.delete(key);
  }

  // --- drafts and reports

  async createDraft(draft: NewDraft): Promise<ReportRecord> {
    const record: ReportRecord = {
      id: draft.id,
      ownerId: draft.ownerId,
      email: draft.email,
      status: 'draft',
      reportType: draft.reportType ?? 'competency',
      draftId: draft.id,
      report: copy(draft.report),
      selectedLevels: copy(draft.selectedLevels),
      userFilledDetails: copy(draft.userFilledDetails),
      scoreDetails: null,
      submittedDraftId: null,
      createdAt: draft.now,
      updatedAt: draft.now,
    };
    this.reports.set(record.id, record);
    return copy(record);
  }

  async findOwnedReport(ownerId: string, id: string): Promise<ReportRecord | null> {
    const r = this.reports.get(id);
    return r && r.ownerId === ownerId ? copy(r) : null;
  }

  async updateDraft(
    ownerId: string,
    id: string,
    content: DraftContent,
    now: Date,
  ): Promise<ReportRecord | null> {
    const r = this.reports.get(id);
    if (!r || r.ownerId !== ownerId || r.status !== 'draft') return null;
    if (content.reportType) r.reportType = content.reportType;
    r.report = copy(content.report);
    r.selectedLevels = copy(content.selectedLevels);
    r.userFilledDetails = copy(content.userFilledDetails);
    r.updatedAt = now;
    return copy(r);
  }

  async deleteDraft(ownerId: string, id: string): Promise<boolean> {
    const r = this.reports.get(id);
    if (!r || r.ownerId !== ownerId || r.status !== 'draft') return false;
    this.reports.delete(id);
    return true;
  }

  async submitReport(input: SubmitReportInput): Promise<SubmitReportResult> {
    const content = {
      reportType: input.reportType ?? 'competency',
      report: copy(input.report),
      selectedLevels: copy(input.selectedLevels),
      userFilledDetails: copy(input.userFilledDetails),
      scoreDetails: copy(input.scoreDetails),
    };
    if (input.draftId !== null) {
      const r = this.reports.get(input.draftId);
      if (!r || r.ownerId !== input.ownerId) return { outcome: 'not-found' };
      if (r.status === 'completed') return { outcome: 'existing', reportId: r.id };
      Object.assign(r, content, {
        status: 'completed',
        email: input.email,
        submittedDraftId: r.id,
        updatedAt: input.now,
      });
      return { outcome: 'created', reportId: r.id };
    }
    const record: ReportRecord = {
      id: input.newId,
      ownerId: input.ownerId,
      email: input.email,
      status: 'completed',
      draftId: null,
      ...content,
      submittedDraftId: null,
      createdAt: input.now,
      updatedAt: input.now,
    };
    this.reports.set(record.id, record);
    return { outcome: 'created', reportId: record.id };
  }

  async listReportsByOwner(ownerId: string, page: PageRequest): Promise<PageResult<ReportRecord>> {
    return pageOf(
      [...this.reports.values()].filter((r) => r.ownerId === ownerId),
      page,
    );
  }

  async listCompletedReports(page: PageRequest): Promise<PageResult<ReportRecord>> {
    return pageOf(
      [...this.reports.values()].filter((r) => r.status === 'completed'),
      page,
    );
  }

  // --- organisations

  async listOrganizations(page: PageRequest): Promise<PageResult<OrganizationRecord>> {
    return pageOf([...this.organizations.values()], page);
  }

  async createOrganization(record: OrganizationRecord): Promise<OrganizationRecord> {
    this.organizations.set(record.id, copy(record));
    return copy(record);
  }

  async toggleOrganizationStatus(id: string): Promise<OrganizationRecord | null> {
    const o = this.organizations.get(id);
    if (!o) return null;
    o.status = o.status === 'active' ? 'inactive' : 'active';
    return copy(o);
  }

  async deleteOrganization(id: string): Promise<boolean> {
    return this.organizations.delete(id);
  }
}

export const createMemoryStore = (): Store => new MemoryStore();

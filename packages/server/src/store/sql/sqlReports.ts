import { and, count, eq, sql } from 'drizzle-orm';
import type {
  DraftContent,
  NewDraft,
  PageRequest,
  ReportListForm,
  ReportOrder,
  ReportPageJson,
  ReportRecord,
  SubmitReportInput,
  SubmitReportResult,
  TokenUser,
} from '../types';
import { DRAFTS_LOCK_CLASS, lockKey, SUBMISSIONS_LOCK_CLASS, type Transaction } from './locks';
import { toReport } from './rows';
import { reports, users } from './schema';
import { sortedOwnerPage } from './sortedOwnerPage';
import { SqlOrganizationsStore } from './sqlOrganizations';
import { json, type SqlDatabase, text } from './values';

/** A list query's row (none for an unknown owner) as a page in wire form. */
const pageJson = (row: { total: number; items: string | null } | undefined): ReportPageJson => ({
  json: `[${row?.items ?? ''}]`,
  total: Number(row?.total ?? 0),
});

/** A new draft as a row of `reports`. */
const draftRow = (draft: NewDraft) => ({
  id: draft.id,
  ownerId: draft.ownerId,
  email: text(draft.email),
  status: 'draft' as const,
  reportType: draft.reportType ?? 'competency',
  draftId: draft.id,
  report: json(draft.report ?? null),
  selectedLevels: json(draft.selectedLevels),
  userFilledDetails: json(draft.userFilledDetails),
  scoreDetails: null,
  submittedDraftId: null,
  createdAt: draft.now,
  updatedAt: draft.now,
});

/** The owner's drafts (what the per-user cap counts). */
const ownerDrafts = (ownerId: string) =>
  and(eq(reports.ownerId, text(ownerId)), eq(reports.status, 'draft'));

/**
 * Drafts and reports of the SQL store, over its organisations (SqlStore adds users, codes,
 * tokens and throttling on top). Every atomic rule is one statement or one short transaction.
 */
export class SqlReportsStore extends SqlOrganizationsStore {
  async createDraft(draft: NewDraft): Promise<ReportRecord> {
    const [row] = await this.db.insert(reports).values(draftRow(draft)).returning();
    return toReport(row as typeof reports.$inferSelect);
  }

  async createCappedDraft(draft: NewDraft, maxDrafts: number): Promise<ReportRecord | null> {
    return this.db.transaction(async (tx) => {
      // Count-then-insert is safe only one at a time per owner: without the lock, parallel
      // saves (from any connection or process) would all count the same drafts and insert.
      await lockKey(tx, DRAFTS_LOCK_CLASS, draft.ownerId);
      const [drafts] = await tx
        .select({ n: count() })
        .from(reports)
        .where(ownerDrafts(draft.ownerId));
      if (Number(drafts?.n ?? 0) >= maxDrafts) return null;
      const [row] = await tx.insert(reports).values(draftRow(draft)).returning();
      return toReport(row as typeof reports.$inferSelect);
    });
  }

  async countDrafts(ownerId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(reports).where(ownerDrafts(ownerId));
    return Number(row?.n ?? 0);
  }

  async findOwnedReport(ownerId: string, id: string): Promise<ReportRecord | null> {
    const [row] = await this.q.ownedReport.execute({ id: text(id), ownerId: text(ownerId) });
    return row ? toReport(row) : null;
  }

  async updateDraft(
    ownerId: string,
    id: string,
    content: DraftContent,
    now: Date,
  ): Promise<ReportRecord | null> {
    const [row] = await this.db
      .update(reports)
      .set({
        ...(content.reportType ? { reportType: content.reportType } : {}),
        report: json(content.report ?? null),
        selectedLevels: json(content.selectedLevels),
        userFilledDetails: json(content.userFilledDetails),
        updatedAt: now,
      })
      .where(this.ownDraft(ownerId, id))
      .returning();
    return row ? toReport(row) : null;
  }

  private ownDraft(ownerId: string, id: string) {
    return and(
      eq(reports.id, text(id)),
      eq(reports.ownerId, text(ownerId)),
      eq(reports.status, 'draft'),
    );
  }

  async deleteDraft(ownerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(reports)
      .where(this.ownDraft(ownerId, id))
      .returning({ id: reports.id });
    return rows.length > 0;
  }

  async submitReport(input: SubmitReportInput): Promise<SubmitReportResult> {
    const { caps } = input;
    if (!caps) return this.submitIn(this.db, input);
    return this.db.transaction(async (tx) => {
      // count-then-write one at a time per organisation and per owner (always in that order)
      const [owner] = await tx
        .select({ organizationId: users.organizationId })
        .from(users)
        .where(eq(users.id, text(input.ownerId)));
      const organizationId = owner?.organizationId ?? null;
      if (organizationId) await lockKey(tx, SUBMISSIONS_LOCK_CLASS, `org:${organizationId}`);
      await lockKey(tx, SUBMISSIONS_LOCK_CLASS, input.ownerId);
      if (input.draftId !== null) {
        const [existing] = await tx
          .select({ id: reports.id, status: reports.status })
          .from(reports)
          .where(and(eq(reports.id, text(input.draftId)), eq(reports.ownerId, input.ownerId)))
          .limit(1);
        if (!existing) return { outcome: 'not-found' };
        if (existing.status === 'completed') return { outcome: 'existing', reportId: existing.id };
      }
      const [mine] = await tx
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.ownerId, text(input.ownerId)), eq(reports.status, 'completed')));
      if (Number(mine?.n ?? 0) >= caps.perOwner) return { outcome: 'over-cap', cap: 'owner' };
      if (organizationId) {
        const [theirs] = await tx
          .select({ n: count() })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.ownerId))
          .where(and(eq(users.organizationId, organizationId), eq(reports.status, 'completed')));
        if (Number(theirs?.n ?? 0) >= caps.perOrganization) {
          return { outcome: 'over-cap', cap: 'organization' };
        }
      }
      return this.submitIn(tx, input);
    });
  }

  private async submitIn(
    db: SqlDatabase | Transaction,
    input: SubmitReportInput,
  ): Promise<SubmitReportResult> {
    const content = {
      reportType: input.reportType ?? 'competency',
      email: text(input.email),
      report: json(input.report ?? null),
      selectedLevels: json(input.selectedLevels),
      userFilledDetails: json(input.userFilledDetails),
      scoreDetails: json(input.scoreDetails),
    };
    if (input.draftId === null) {
      await db.insert(reports).values({
        ...content,
        id: input.newId,
        ownerId: input.ownerId,
        status: 'completed',
        draftId: null,
        submittedDraftId: null,
        createdAt: input.now,
        updatedAt: input.now,
      });
      return { outcome: 'created', reportId: input.newId };
    }
    // One UPDATE guarded by status = 'draft': of two racing submits, the second waits for
    // the first's row lock, re-reads the row, finds it completed and changes nothing.
    const [done] = await db
      .update(reports)
      .set({
        ...content,
        status: 'completed',
        submittedDraftId: sql`${reports.id}`,
        // a report is dated when it is submitted, not when its draft was begun
        createdAt: input.now,
        updatedAt: input.now,
      })
      .where(this.ownDraft(input.ownerId, input.draftId))
      .returning({ id: reports.id });
    if (done) return { outcome: 'created', reportId: done.id };
    const [existing] = await db
      .select({ id: reports.id, status: reports.status })
      .from(reports)
      .where(and(eq(reports.id, text(input.draftId)), eq(reports.ownerId, input.ownerId)))
      .limit(1);
    return existing?.status === 'completed'
      ? { outcome: 'existing', reportId: existing.id }
      : { outcome: 'not-found' };
  }

  async listReportsByOwner(
    ownerId: string,
    page: PageRequest,
    form: ReportListForm = 'document',
    order?: ReportOrder,
  ): Promise<ReportPageJson> {
    return pageJson(await this.ownerPage(ownerId, '', page, form, order));
  }

  async listOwnReportsForToken(
    userId: string,
    jti: string,
    page: PageRequest,
    form: ReportListForm = 'document',
    order?: ReportOrder,
  ): Promise<ReportPageJson & { user: TokenUser | null }> {
    const row = await this.ownerPage(userId, jti, page, form, order);
    const user =
      row && !row.revoked
        ? { id: row.id, email: row.email, role: row.role, tokenVersion: row.tokenVersion }
        : null;
    return { ...pageJson(row), user };
  }

  private async ownerPage(
    ownerId: string,
    jti: string,
    page: PageRequest,
    form: ReportListForm,
    order?: ReportOrder,
  ) {
    // newest first is the prepared statements' order; any other is built per request
    if (order && !(order.key === 'createdAt' && order.direction === 'desc')) {
      const column = form === 'summary' ? 'summary' : 'doc';
      const [row] = await sortedOwnerPage(this.db, column, { ownerId, jti, ...page, order });
      return row;
    }
    // page 1 straight from the owner index; later pages skip index entries, not rows
    const first = page.offset === 0;
    const query =
      form === 'summary'
        ? first
          ? this.q.reportSummariesByOwner
          : this.q.reportSummariesByOwnerDeep
        : first
          ? this.q.reportsJsonByOwner
          : this.q.reportsJsonByOwnerDeep;
    const [row] = await query.execute({
      ownerId: text(ownerId),
      jti: text(jti),
      limit: page.limit,
      offset: page.offset,
    });
    return row;
  }

  async findReportDocument(id: string, ownerId: string | null): Promise<string | null> {
    const [row] = await this.q.reportDoc.execute({ id: text(id), ownerId: text(ownerId ?? '') });
    return row?.doc ?? null;
  }

  async listCompletedReports(
    page: PageRequest,
    form: ReportListForm = 'document',
  ): Promise<ReportPageJson> {
    const query =
      form === 'summary' ? this.q.completedReportSummaries : this.q.completedReportsJson;
    const [row] = await query.execute({
      limit: page.limit,
      offset: page.offset,
    });
    return pageJson(row);
  }
}

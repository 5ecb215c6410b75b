import type { WebhookEventType } from '@rolescope/core/contract';
import { reportDocument, reportPageJson, reportSummaryPageJson } from '../reportDocument';
import type {
  DraftContent,
  NewDraft,
  OrganizationRecord,
  PageRequest,
  PageResult,
  ReportListForm,
  ReportOrder,
  ReportPageJson,
  ReportRecord,
  SubmitReportInput,
  SubmitReportResult,
} from '../types';
import { copy, pageOf } from './helpers';
import { sortReports } from './reportOrder';

/**
 * Drafts, reports and organisations of the memory store (MemoryStore adds users, codes,
 * tokens and throttling on top, as SqlStore does over SqlReportsStore). Each method is one
 * atomic step: no await between a check and its write.
 */
export class MemoryReportsStore {
  protected reports = new Map<string, ReportRecord>();
  protected organizations = new Map<string, OrganizationRecord>();

  /**
   * Called in the same synchronous step as each change a webhook event reports (a draft
   * created, a report submitted, a draft deleted), as the SQL stores' trigger is.
   */
  protected reportEvent(_type: WebhookEventType, _report: ReportRecord, _at: Date): void {}

  // --- drafts and reports

  async createDraft(draft: NewDraft): Promise<ReportRecord> {
    return copy(this.insertDraft(draft));
  }

  async createCappedDraft(draft: NewDraft, maxDrafts: number): Promise<ReportRecord | null> {
    // the count and the insert in one synchronous step: no other save runs in between
    if (this.draftsOf(draft.ownerId) >= maxDrafts) return null;
    return copy(this.insertDraft(draft));
  }

  private insertDraft(draft: NewDraft): ReportRecord {
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
    this.reportEvent('draft.created', record, record.createdAt);
    return record;
  }

  async countDrafts(ownerId: string): Promise<number> {
    return this.draftsOf(ownerId);
  }

  private draftsOf(ownerId: string): number {
    let n = 0;
    for (const r of this.reports.values()) if (r.ownerId === ownerId && r.status === 'draft') n++;
    return n;
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
    this.reportEvent('report.deleted', r, new Date());
    return true;
  }

  /** The organisation of a user (the memory store of users knows it). */
  protected organizationOf(_ownerId: string): string | null {
    return null;
  }

  private overCap(input: SubmitReportInput): SubmitReportResult | null {
    const { caps } = input;
    if (!caps) return null;
    const completed = [...this.reports.values()].filter((r) => r.status === 'completed');
    if (completed.filter((r) => r.ownerId === input.ownerId).length >= caps.perOwner) {
      return { outcome: 'over-cap', cap: 'owner' };
    }
    const organizationId = this.organizationOf(input.ownerId);
    if (
      organizationId !== null &&
      completed.filter((r) => this.organizationOf(r.ownerId) === organizationId).length >=
        caps.perOrganization
    ) {
      return { outcome: 'over-cap', cap: 'organization' };
    }
    return null;
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
      const over = this.overCap(input);
      if (over) return over;
      Object.assign(r, content, {
        status: 'completed',
        email: input.email,
        submittedDraftId: r.id,
        // a report is dated when it is submitted, not when its draft was begun
        createdAt: input.now,
        updatedAt: input.now,
      });
      this.reportEvent('report.submitted', r, input.now);
      return { outcome: 'created', reportId: r.id };
    }
    const over = this.overCap(input);
    if (over) return over;
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
    this.reportEvent('report.submitted', record, input.now);
    return { outcome: 'created', reportId: record.id };
  }

  async listReportsByOwner(
    ownerId: string,
    page: PageRequest,
    form: ReportListForm = 'document',
    order?: ReportOrder,
  ): Promise<ReportPageJson> {
    const mine = [...this.reports.values()].filter((r) => r.ownerId === ownerId);
    const owned = order
      ? {
          items: sortReports(mine, order)
            .slice(page.offset, page.offset + page.limit)
            .map(copy),
          total: mine.length,
        }
      : pageOf(mine, page);
    return form === 'summary' ? reportSummaryPageJson(owned) : reportPageJson(owned);
  }

  async findReportDocument(id: string, ownerId: string | null): Promise<string | null> {
    const r = this.reports.get(id);
    return r && (ownerId === null || r.ownerId === ownerId)
      ? JSON.stringify(reportDocument(r))
      : null;
  }

  async listCompletedReports(
    page: PageRequest,
    form: ReportListForm = 'document',
  ): Promise<ReportPageJson> {
    const completed = pageOf(
      [...this.reports.values()].filter((r) => r.status === 'completed'),
      page,
    );
    return form === 'summary' ? reportSummaryPageJson(completed) : reportPageJson(completed);
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

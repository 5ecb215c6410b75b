import type { ReviewRecord, SaveReviewInput, SaveReviewResult } from '../reviewRecords';
import { copy } from './helpers';
import { MemoryWebhooksStore } from './memoryWebhooks';

/**
 * Manager reviews of the memory store. A review lives as long as its report and its
 * organisation (SQL: ON DELETE CASCADE); a submit queues its `review.submitted` event in the
 * same synchronous step, as migration 13's trigger does in SQL.
 */
export abstract class MemoryReviewsStore extends MemoryWebhooksStore {
  private reviews = new Map<string, ReviewRecord>();

  override async deleteOrganization(id: string): Promise<boolean> {
    for (const [k, r] of this.reviews) if (r.organizationId === id) this.reviews.delete(k);
    return super.deleteOrganization(id);
  }

  async findReview(reportId: string): Promise<ReviewRecord | null> {
    const r = this.reviews.get(reportId);
    if (!r) return null;
    if (this.reports.has(reportId)) return copy(r);
    this.reviews.delete(reportId);
    return null;
  }

  // No await between the check and the write: one atomic step, as the SQL statement is.
  async saveReview(input: SaveReviewInput): Promise<SaveReviewResult> {
    const report = this.reports.get(input.reportId);
    if (!report || !this.organizations.has(input.organizationId)) return { outcome: 'not-found' };
    if (this.reviews.get(input.reportId)?.status === 'submitted') return { outcome: 'submitted' };
    const { submit, now, ...fields } = input;
    const review: ReviewRecord = {
      ...copy(fields),
      status: submit ? 'submitted' : 'draft',
      updatedAt: now,
      submittedAt: submit ? now : null,
    };
    this.reviews.set(review.reportId, review);
    if (submit) {
      this.queueEvent(review.organizationId, 'review.submitted', now, {
        reportId: review.reportId,
        externalUserId: this.employeeOf(report.ownerId)?.externalUserId ?? null,
        reviewerExternalUserId: review.reviewerExternalUserId,
        submittedAt: now.toISOString(),
        items: review.items,
      });
    }
    return { outcome: 'saved', review: copy(review) };
  }
}

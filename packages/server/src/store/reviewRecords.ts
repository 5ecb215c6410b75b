import type { ReviewItem } from '@rolescope/core/contract';

export type ReviewStatus = 'draft' | 'submitted';

/**
 * A manager's review of one submitted competency report (one per report). The reviewer is
 * kept as the portal's id and the directory's name at the time of the last save.
 */
export type ReviewRecord = {
  reportId: string;
  organizationId: string;
  reviewerExternalUserId: string;
  reviewerName: string;
  status: ReviewStatus;
  items: ReviewItem[];
  updatedAt: Date;
  /** Null while a draft. */
  submittedAt: Date | null;
};

/** A save as the service decided it: `submit` turns the review into its final form. */
export type SaveReviewInput = Omit<ReviewRecord, 'status' | 'updatedAt' | 'submittedAt'> & {
  submit: boolean;
  now: Date;
};

/** `submitted`: the review was already submitted and nothing changed. */
export type SaveReviewResult =
  | { outcome: 'saved'; review: ReviewRecord }
  | { outcome: 'submitted' }
  | { outcome: 'not-found' };

export interface ReviewStore {
  /** The review of a report, if there is one. */
  findReview(reportId: string): Promise<ReviewRecord | null>;
  /**
   * Creates or replaces the review of a report unless it is already submitted, as one atomic
   * step (two saves racing never both pass the check). A save that submits writes the
   * `review.submitted` webhook deliveries in the same step. `not-found`: the report is gone.
   */
  saveReview(input: SaveReviewInput): Promise<SaveReviewResult>;
}

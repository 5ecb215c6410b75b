import type { Endpoint } from './endpoint';
import {
  reviewResponseSchema,
  savedReviewResponseSchema,
  saveReviewRequestSchema,
} from './reviews';

/**
 * The endpoint table's rows of manager reviews. A manager's embed session reads and writes the
 * review of a submitted report of someone in their reach (never their own report); the
 * employee reads the review of their own report once it is submitted.
 */
export const reviewEndpoints = {
  /** The manager's review of a report in their reach (draft or submitted), or null. */
  fetchReportReview: {
    method: 'GET',
    path: '/v1/embed/reports/:id/review',
    access: 'organization',
    response: reviewResponseSchema,
  },
  /**
   * Saves the manager's review of a submitted report in their reach; `submit: true` submits
   * it (409 once submitted) and emits the `review.submitted` webhook.
   */
  saveReportReview: {
    method: 'PUT',
    path: '/v1/embed/reports/:id/review',
    access: 'organization',
    body: saveReviewRequestSchema,
    response: savedReviewResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** The employee's row: their own report's review, in the person's client. */
export const ownReviewEndpoints = {
  /** The submitted review of the caller's own report, or null (a draft review is never shown). */
  fetchOwnReportReview: {
    method: 'GET',
    path: '/v1/user/reports/:id/review',
    response: reviewResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

import * as z from 'zod/mini';
import { dataResponse, idSchema, isoDateSchema } from './common';
import { MAX_LONG_TEXT_LENGTH, shortList } from './limits';

/** The message of a review level that is not a whole number from 1 to 5. */
export const REVIEW_LEVEL_MESSAGE = 'Levels are whole numbers from 1 to 5';
/** Longest comment a manager writes on one competency. */
export const MAX_REVIEW_COMMENT_LENGTH = 1000;

const reviewLevel = z
  .number()
  .check(
    z.int(REVIEW_LEVEL_MESSAGE),
    z.gte(1, REVIEW_LEVEL_MESSAGE),
    z.lte(5, REVIEW_LEVEL_MESSAGE),
  );

/** A manager's rating of one competency of a submitted report. */
export const reviewItemSchema = z.object({
  /** The report item's `_id` (the catalog competency id). */
  competencyId: idSchema,
  /** The level the manager sees for the employee, 1 to 5. */
  level: reviewLevel,
  /** Optional comment; "" for none. */
  comment: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          Math.min(MAX_REVIEW_COMMENT_LENGTH, MAX_LONG_TEXT_LENGTH),
          `A comment is at most ${MAX_REVIEW_COMMENT_LENGTH} characters`,
        ),
      ),
  ),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/**
 * PUT /v1/embed/reports/:id/review: the manager's review of a report of one of their people.
 * `submit: false` saves a draft the employee never sees; `submit: true` submits it (every
 * competency of the report rated), after which it cannot change.
 */
export const saveReviewRequestSchema = z.object({
  items: shortList(reviewItemSchema),
  submit: z.optional(z.boolean()),
});
export type SaveReviewRequest = z.infer<typeof saveReviewRequestSchema>;

/** Who reviewed: the manager as the organisation's directory knows them. */
export const reviewerSchema = z.object({
  externalUserId: z.string(),
  /** The directory's name of the manager; "" when it has none. */
  name: z.string(),
});
export type Reviewer = z.infer<typeof reviewerSchema>;

/** A manager's review of one submitted competency report. */
export const managerReviewSchema = z.object({
  reportId: idSchema,
  reviewer: reviewerSchema,
  status: z.enum(['draft', 'submitted']),
  /** Every competency the manager rated, in the report's order. */
  items: z.array(reviewItemSchema),
  updatedAt: isoDateSchema,
  /** Null while a draft. */
  submittedAt: z.nullable(isoDateSchema),
});
export type ManagerReview = z.infer<typeof managerReviewSchema>;

/** The review of a report, or null when there is none (yet, or none the caller may see). */
export const reviewResponseSchema = dataResponse(z.nullable(managerReviewSchema));
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** The answer of a save: the review as stored. */
export const savedReviewResponseSchema = dataResponse(managerReviewSchema);
export type SavedReviewResponse = z.infer<typeof savedReviewResponseSchema>;

import { eq, sql } from 'drizzle-orm';
import type { ReviewRecord, SaveReviewInput, SaveReviewResult } from '../reviewRecords';
import { isForeignKeyViolation } from './errors';
import { managerReviews } from './schema';
import { SqlMembershipStore } from './sqlMemberships';
import { json, type SqlDatabase, text } from './values';

const toReview = (row: typeof managerReviews.$inferSelect): ReviewRecord => ({
  reportId: row.reportId,
  organizationId: row.organizationId,
  reviewerExternalUserId: row.reviewerExternalUserId,
  reviewerName: row.reviewerName,
  status: row.status,
  items: row.items,
  updatedAt: row.updatedAt,
  submittedAt: row.submittedAt,
});

const findReview = async (db: SqlDatabase, reportId: string) => {
  const [row] = await db
    .select()
    .from(managerReviews)
    .where(eq(managerReviews.reportId, text(reportId)))
    .limit(1);
  return row ? toReview(row) : null;
};

/**
 * One statement: the insert, or the update of a draft only (`setWhere`), so a submitted
 * review never changes and two racing saves are ordered by the row lock. The trigger of
 * migration 13 writes the `review.submitted` deliveries inside it.
 */
const saveReview = async (db: SqlDatabase, input: SaveReviewInput): Promise<SaveReviewResult> => {
  const values = {
    reportId: text(input.reportId),
    organizationId: input.organizationId,
    reviewerExternalUserId: text(input.reviewerExternalUserId),
    reviewerName: text(input.reviewerName),
    status: input.submit ? ('submitted' as const) : ('draft' as const),
    items: json(input.items),
    updatedAt: input.now,
    submittedAt: input.submit ? input.now : null,
  };
  const { reportId: _, organizationId: __, ...changes } = values;
  try {
    const [row] = await db
      .insert(managerReviews)
      .values(values)
      .onConflictDoUpdate({
        target: managerReviews.reportId,
        set: changes,
        setWhere: sql`${managerReviews.status} = 'draft'`,
      })
      .returning();
    return row ? { outcome: 'saved', review: toReview(row) } : { outcome: 'submitted' };
  } catch (e) {
    if (isForeignKeyViolation(e)) return { outcome: 'not-found' };
    throw e;
  }
};

/** The Store's manager reviews over SQL (the outbox rows of a submit are written by migration 13's trigger). */
export class SqlReviewsStore extends SqlMembershipStore {
  findReview(reportId: string): Promise<ReviewRecord | null> {
    return findReview(this.db, reportId);
  }

  saveReview(input: SaveReviewInput): Promise<SaveReviewResult> {
    return saveReview(this.db, input);
  }
}

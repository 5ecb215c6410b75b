import type { ManagerReview, ReviewItem, SaveReviewRequest } from '@rolescope/core/contract';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { ReviewRecord } from '../store/types';
import type { ServiceContext } from './context';

const REVIEW_REPORT_NOT_FOUND = 'Report not found';
export const OWN_REPORT = 'You cannot review your own report';
export const ONLY_MANAGERS_REVIEW = "Only the employee's manager can review this report";
export const UNKNOWN_COMPETENCY = 'Not a competency of this report';
export const RATED_TWICE = 'This competency is rated more than once';
export const REVIEW_ITEMS_INVALID = 'The review must rate competencies of the report';
export const REVIEW_INCOMPLETE = 'Rate every competency of the report before submitting';
export const REVIEW_SUBMITTED = 'This review is already submitted';

/**
 * Who calls the organisation's review rows: the organisation's key (no `externalUserId`), an
 * hr session (the whole organisation) or a manager session (their reach: `manager`).
 */
export type ReviewCaller = {
  organizationId: string;
  /** The embed session's portal id; absent for the organisation's key. */
  externalUserId?: string;
  role: 'key' | 'hr' | 'manager';
};

type Competency = { id: string; title: string };

/** The competencies of a competency report's body (a list, or `{ competencyData }`), in order. */
const competenciesOf = (body: unknown): Competency[] => {
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { competencyData?: unknown } | null)?.competencyData)
      ? (body as { competencyData: unknown[] }).competencyData
      : [];
  return list.flatMap((raw) => {
    const item = raw as { _id?: unknown; title?: unknown } | null;
    if (typeof item?._id !== 'string') return [];
    return [{ id: item._id, title: typeof item.title === 'string' ? item.title : '' }];
  });
};

/**
 * The submitted competency report `id` of the caller's scope, with its competencies. A
 * session asking about its own report is refused (403): nobody reviews themself; anything
 * else outside the scope reads as unknown (404), never as forbidden.
 */
const reviewableReport = async (ctx: ServiceContext, caller: ReviewCaller, id: string) => {
  const { organizationId, externalUserId } = caller;
  const manager = caller.role === 'manager' ? externalUserId : undefined;
  const doc = await ctx.store.findOrganizationReportDocument(organizationId, id, manager);
  if (doc === null) {
    // A manager's own report is outside their reach: tell them why instead of "not found".
    const self =
      manager === undefined ? null : await ctx.store.findUserByExternalId(organizationId, manager);
    const own = self && (await ctx.store.findOwnedReport(self.id, id));
    if (own?.status === 'completed') throw forbidden(OWN_REPORT);
    throw notFound(REVIEW_REPORT_NOT_FOUND);
  }
  const report = JSON.parse(doc) as {
    externalUserId: string;
    reportType?: string;
    report?: unknown;
  };
  if ((report.reportType ?? 'competency') !== 'competency') {
    throw notFound(REVIEW_REPORT_NOT_FOUND);
  }
  if (externalUserId !== undefined && report.externalUserId === externalUserId) {
    throw forbidden(OWN_REPORT);
  }
  return { competencies: competenciesOf(report.report) };
};

/** The wire form of a stored review. */
const toManagerReview = (r: ReviewRecord): ManagerReview => ({
  reportId: r.reportId,
  reviewer: { externalUserId: r.reviewerExternalUserId, name: r.reviewerName },
  status: r.status,
  items: r.items,
  updatedAt: r.updatedAt.toISOString(),
  submittedAt: r.submittedAt?.toISOString() ?? null,
});

/** GET /v1/embed/reports/:id/review: the review (draft or submitted) of a report in scope. */
export const getReportReview = async (
  ctx: ServiceContext,
  caller: ReviewCaller,
  id: string,
): Promise<ManagerReview | null> => {
  await reviewableReport(ctx, caller, id);
  const review = await ctx.store.findReview(id);
  return review ? toManagerReview(review) : null;
};

/**
 * The items in the report's order, each naming a competency of the report once (400 with the
 * offending `items.<i>.competencyId` otherwise); with `submit`, every competency rated.
 */
const checkedItems = (competencies: Competency[], items: ReviewItem[], submit: boolean) => {
  const order = new Map(competencies.map((c, i) => [c.id, i]));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!order.has(item.competencyId)) errors[`items.${i}.competencyId`] = UNKNOWN_COMPETENCY;
    else if (seen.has(item.competencyId)) errors[`items.${i}.competencyId`] = RATED_TWICE;
    seen.add(item.competencyId);
  });
  if (Object.keys(errors).length > 0) throw badRequest(REVIEW_ITEMS_INVALID, errors);
  const missing = competencies.filter((c) => !seen.has(c.id));
  if (submit && missing.length > 0) {
    const names = missing.map((c) => (c.title === '' ? c.id : `${c.title} (${c.id})`));
    throw badRequest(REVIEW_INCOMPLETE, { items: `Not rated: ${names.join(', ')}` });
  }
  return [...items].sort(
    (a, b) => (order.get(a.competencyId) ?? 0) - (order.get(b.competencyId) ?? 0),
  );
};

/**
 * PUT /v1/embed/reports/:id/review. Only a manager session writes, for a report of someone
 * in their reach; hr and the organisation's key read only. Of several managers in reach, the
 * last to save a draft is its reviewer; once submitted the review never changes (409).
 */
export const saveReportReview = async (
  ctx: ServiceContext,
  caller: ReviewCaller,
  id: string,
  body: SaveReviewRequest,
): Promise<ManagerReview> => {
  const reviewer = caller.role === 'manager' ? caller.externalUserId : undefined;
  if (reviewer === undefined) throw forbidden(ONLY_MANAGERS_REVIEW);
  const { competencies } = await reviewableReport(ctx, caller, id);
  const submit = body.submit === true;
  const items = checkedItems(competencies, body.items, submit);
  const entry = await ctx.store.findDirectoryEntry(caller.organizationId, reviewer);
  const saved = await ctx.store.saveReview({
    reportId: id,
    organizationId: caller.organizationId,
    reviewerExternalUserId: reviewer,
    reviewerName: entry?.name ?? '',
    items,
    submit,
    now: ctx.clock.now(),
  });
  if (saved.outcome === 'submitted') throw conflict(REVIEW_SUBMITTED, { review: REVIEW_SUBMITTED });
  if (saved.outcome === 'not-found') throw notFound(REVIEW_REPORT_NOT_FOUND);
  return toManagerReview(saved.review);
};

/**
 * GET /v1/user/reports/:id/review: the review of the caller's own report once submitted
 * (a draft stays the manager's), else null; another user's report is a 404.
 */
export const getOwnReportReview = async (
  ctx: ServiceContext,
  userId: string,
  id: string,
): Promise<ManagerReview | null> => {
  if (!(await ctx.store.findOwnedReport(userId, id))) throw notFound(REVIEW_REPORT_NOT_FOUND);
  const review = await ctx.store.findReview(id);
  return review?.status === 'submitted' ? toManagerReview(review) : null;
};

import type { Context } from 'hono';
import type { AppEnv } from '../deps';
import { organizationScope } from '../http/organizationScope';
import {
  getOwnReportReview,
  getReportReview,
  type ReviewCaller,
  saveReportReview,
} from '../services/reviews';
import type { RouteDeps } from './types';

/** The caller of an `organization` row as the review rules see it (see services/reviews.ts). */
const reviewCaller = (c: Context<AppEnv>): ReviewCaller => {
  const { organizationId } = organizationScope(c);
  const embed = c.get('apiKey') ? undefined : c.get('auth')?.embed;
  if (!embed) return { organizationId, role: 'key' };
  return {
    organizationId,
    externalUserId: embed.externalUserId,
    role: embed.role === 'manager' ? 'manager' : 'hr',
  };
};

/**
 * Manager reviews: a manager's session reviews submitted reports of their reach; hr and the
 * organisation's key read them; the employee reads the review of their report once submitted.
 */
export const registerReviewRoutes = ({ route, ctx }: RouteDeps) => {
  route('fetchReportReview', async (c, { params }) => ({
    data: await getReportReview(ctx, reviewCaller(c), params.id),
  }));
  route('saveReportReview', async (c, { params, body }) => ({
    data: await saveReportReview(ctx, reviewCaller(c), params.id, body),
  }));
  route('fetchOwnReportReview', async (c, { params }) => ({
    data: await getOwnReportReview(ctx, c.get('auth').userId, params.id),
  }));
};

/**
 * The three review rows of the contract (`fetchReportReview`, `saveReportReview`,
 * `fetchOwnReportReview`) as msw handlers, for tests and stories until the API serves them: a
 * review store in memory in front of the real API. Who may read which report is the real API's
 * answer: each handler first reads the report with the caller's own token (the organisation's
 * `GET /v1/embed/reports/:id`, or the employee's `GET /v1/user/fetchUserReport/:id`) and passes
 * a refusal on. Once the server has the rows, drop these handlers.
 */
import type { Report } from '@rolescope/core';
import {
  type ManagerReview,
  type Reviewer,
  saveReviewRequestSchema,
} from '@rolescope/core/contract';
import { HttpResponse, http } from 'msw';
import { reviewCompetenciesOf } from '../model/reviews/reviewItems';

export const REVIEW_PATH = '*/api/v1/embed/reports/:id/review';
const OWN_REVIEW_PATH = '*/api/v1/user/reports/:id/review';

export const OWN_REPORT_MESSAGE = 'You cannot review your own report';
export const ALREADY_SUBMITTED_MESSAGE = 'This review is already submitted';

type Body = { data?: unknown; message?: string };

/** The caller's answer from the real API (through msw's own handlers), with its status. */
const callAs = async (request: Request, path: string): Promise<{ status: number; body: Body }> => {
  const url = new URL(request.url);
  const base = url.pathname.slice(0, url.pathname.indexOf('/api/') + 4);
  const headers: Record<string, string> = {};
  const authorization = request.headers.get('authorization');
  if (authorization) headers.authorization = authorization;
  const res = await fetch(`${url.origin}${base}${path}`, { headers });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Body };
};

const refusal = ({ status, body }: { status: number; body: Body }) =>
  HttpResponse.json({ message: body.message ?? 'Not found' }, { status });

export type ReviewApiOptions = {
  /** The date every save is stamped with (default: now). */
  now?: () => Date;
};

/** The handlers and their store (`reviews`, by report id), to seed or to inspect. */
export const createReviewApi = ({ now = () => new Date() }: ReviewApiOptions = {}) => {
  const reviews = new Map<string, ManagerReview>();
  const saves: unknown[] = [];

  const handlers = [
    http.get(REVIEW_PATH, async ({ request, params }) => {
      const id = String(params.id);
      const report = await callAs(request, `/v1/embed/reports/${encodeURIComponent(id)}`);
      if (report.status !== 200) return refusal(report);
      return HttpResponse.json({ data: reviews.get(id) ?? null });
    }),
    http.put(REVIEW_PATH, async ({ request, params }) => {
      const id = String(params.id);
      const json: unknown = await request.json().catch(() => null);
      saves.push(json);
      const report = await callAs(request, `/v1/embed/reports/${encodeURIComponent(id)}`);
      if (report.status !== 200) return refusal(report);
      const me = await callAs(request, '/v1/user/me');
      const user = me.body.data as { _id: string; email: string; name: string };
      const stored = report.body.data as Report;
      if (stored.email === user.email)
        return HttpResponse.json({ message: OWN_REPORT_MESSAGE }, { status: 403 });
      const parsed = saveReviewRequestSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return HttpResponse.json(
          { message: `${issue?.path.join('.')}: ${issue?.message}` },
          { status: 400 },
        );
      }
      const existing = reviews.get(id);
      if (existing?.status === 'submitted')
        return HttpResponse.json({ message: ALREADY_SUBMITTED_MESSAGE }, { status: 409 });
      const competencies = reviewCompetenciesOf(stored);
      const unknown = parsed.data.items.find(
        (i) => !competencies.some((c) => c.competencyId === i.competencyId),
      );
      if (unknown)
        return HttpResponse.json(
          { message: `No competency ${unknown.competencyId} in this report` },
          { status: 400 },
        );
      const missing = competencies.filter(
        (c) => !parsed.data.items.some((i) => i.competencyId === c.competencyId),
      );
      if (parsed.data.submit && missing.length > 0)
        return HttpResponse.json(
          { message: 'Rate every competency of the report before submitting' },
          { status: 400 },
        );
      const at = now().toISOString();
      const reviewer: Reviewer = { externalUserId: user._id, name: user.name };
      const review: ManagerReview = {
        reportId: id,
        reviewer,
        status: parsed.data.submit ? 'submitted' : 'draft',
        items: competencies.flatMap((c) =>
          parsed.data.items.filter((i) => i.competencyId === c.competencyId),
        ),
        updatedAt: at,
        submittedAt: parsed.data.submit ? at : null,
      };
      reviews.set(id, review);
      return HttpResponse.json({ data: review });
    }),
    http.get(OWN_REVIEW_PATH, async ({ request, params }) => {
      const id = String(params.id);
      const report = await callAs(request, `/v1/user/fetchUserReport/${encodeURIComponent(id)}`);
      if (report.status !== 200) return refusal(report);
      const review = reviews.get(id);
      return HttpResponse.json({ data: review?.status === 'submitted' ? review : null });
    }),
  ];

  return { handlers, reviews, saves };
};

export type ReviewApi = ReturnType<typeof createReviewApi>;

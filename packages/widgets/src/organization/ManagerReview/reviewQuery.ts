import type { EmbedReport, ManagerReview } from '@rolescope/core/contract';
import { queryOptions } from '@tanstack/react-query';
import { type ReviewRefusal, reviewRefusalOf } from '../../model/reviews/reviewErrors';
import type { OrganizationClient } from '../../provider';
import { rolescopeKey } from '../../provider/queryKeys';

/** The report and its review, or the server's refusal of them (own report, not in reach). */
export type ReviewData =
  | { kind: 'ready'; report: EmbedReport; review: ManagerReview | null }
  | { kind: 'refused'; refusal: ReviewRefusal };

export const reviewQueryKey = (reportId: string) => rolescopeKey('managerReview', reportId);

/**
 * Reads the report and its review together. A 403 or 404 is an answer the widget explains
 * (an own report, a report out of the manager's reach), not a failure: it comes back as
 * `refused` instead of an error, so the provider's handling of failed calls (a 403 there
 * ends a signed-in session) never sees it. Other failures throw and show Retry.
 */
export const reviewQueryOptions = (client: OrganizationClient, reportId: string) =>
  queryOptions({
    queryKey: reviewQueryKey(reportId),
    queryFn: async ({ signal }): Promise<ReviewData> => {
      const [report, review] = await Promise.allSettled([
        client.fetchEmbedReport(reportId, { signal }),
        client.fetchReportReview(reportId, { signal }),
      ]);
      const refusals = [report, review].flatMap((r) =>
        r.status === 'rejected' ? [reviewRefusalOf(r.reason)] : [],
      );
      // The review's own 403 (an own report) says more than the report's 404 beside it.
      if (refusals.includes(403)) return { kind: 'refused', refusal: 403 };
      if (refusals.includes(404)) return { kind: 'refused', refusal: 404 };
      if (report.status === 'rejected') throw report.reason;
      if (review.status === 'rejected') throw review.reason;
      return { kind: 'ready', report: report.value.data, review: review.value.data };
    },
    // What the manager types lives in the form: a refetch would only redraw the header.
    refetchOnWindowFocus: false,
  });

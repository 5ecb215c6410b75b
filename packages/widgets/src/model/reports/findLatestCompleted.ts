import type { ApiClient, Report, ReportSummary } from '@rolescope/core';

const PAGE_SIZE = 100;

/** True for a completed report (one that has a generated report to view). */
const isCompleted = (summary: ReportSummary): boolean =>
  summary.status === 'completed' && summary.hasReport;

/**
 * The newest completed report of `email` (or the newest whose summary `accept` takes), read
 * whole, or null. The summaries are newest first with drafts mixed in, so pages of them are
 * read until one holds a match; only that report is then read whole (`fetchUserReport`).
 */
export const findLatestCompleted = async (
  client: ApiClient,
  email: string,
  signal?: AbortSignal,
  accept: (summary: ReportSummary) => boolean = isCompleted,
): Promise<Report | null> => {
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await client.fetchUserReportSummaries(
      { email, page, limit: PAGE_SIZE },
      { signal },
    );
    const found = data.find(accept);
    if (found) return (await client.fetchUserReport(found._id, { signal })).data;
    if (page >= pagination.totalPages || data.length === 0) return null;
  }
};

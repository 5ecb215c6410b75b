import type { ApiClient, Report } from '@rolescope/core';

const PAGE_SIZE = 50;

/** True for a completed report (one that has a generated report to view). */
const isCompleted = (report: Report): boolean =>
  report.status === 'completed' && report.report != null;

/**
 * The newest completed report of `email` (or the newest that `accept` takes), or null. The
 * list is newest first with drafts mixed in, so pages are read until one holds a match.
 */
export const findLatestCompleted = async (
  client: ApiClient,
  email: string,
  signal?: AbortSignal,
  accept: (report: Report) => boolean = isCompleted,
): Promise<Report | null> => {
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await client.fetchUserReports(
      { email, page, limit: PAGE_SIZE },
      { signal },
    );
    const found = data.find(accept);
    if (found) return found;
    if (page >= pagination.totalPages || data.length === 0) return null;
  }
};

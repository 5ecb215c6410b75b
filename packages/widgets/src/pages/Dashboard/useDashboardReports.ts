import type { ReportSummary } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { isDraftSummary } from '../../model/reports/reportFormat';
import { useRolescope } from '../../provider/useRolescope';
import { reportsQueryOptions } from '../../reports';
import { useSession } from '../../session';

/** How many of the newest reports the dashboard reads (one page of the history's query). */
const DASHBOARD_PAGE_SIZE = 50;

type DashboardReports = {
  /** The owner's e-mail (the cache key of their reports). */
  email: string;
  /** The newest completed report on the first page, if any (its summary). */
  latest: ReportSummary | undefined;
  /** The open drafts on the first page, newest first (their summaries). */
  drafts: ReportSummary[];
  /** True once the first page has arrived. */
  loaded: boolean;
};

/** True for a completed report with a generated report to view. */
const isViewable = (summary: ReportSummary): boolean =>
  summary.status === 'completed' && summary.hasReport;

/**
 * The signed-in user's newest reports (the history's first page of 50 summaries, same query
 * and cache): the latest completed report and the open drafts.
 */
export const useDashboardReports = (): DashboardReports => {
  const { client } = useRolescope();
  const { user } = useSession();
  const email = user?.email ?? '';
  const query = useQuery({
    ...reportsQueryOptions(client, email, 1, DASHBOARD_PAGE_SIZE),
    enabled: email !== '',
  });
  const reports = query.data?.data ?? [];
  return {
    email,
    latest: reports.find(isViewable),
    drafts: reports.filter(isDraftSummary),
    loaded: query.isSuccess,
  };
};

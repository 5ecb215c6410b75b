import type { Report } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { useRolescope } from '../../provider/useRolescope';
import { reportsQueryOptions } from '../../reports/ReportsHistory/reportsQuery';
import { isDraftReport } from '../../reports/shared/reportFormat';
import { useSession } from '../../session';

/** How many of the newest reports the dashboard reads (one page of the history's query). */
const DASHBOARD_PAGE_SIZE = 50;

type DashboardReports = {
  /** The newest completed report on the first page, if any. */
  latest: Report | undefined;
  /** The open drafts on the first page, newest first. */
  drafts: Report[];
  /** True once the first page has arrived. */
  loaded: boolean;
};

/** True for a completed report with a generated report to view. */
const isViewable = (report: Report): boolean =>
  report.status === 'completed' && report.report != null;

/**
 * The signed-in user's newest reports (the history's first page of 50, same query and
 * cache): the latest completed report and the open drafts.
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
    latest: reports.find(isViewable),
    drafts: reports.filter(isDraftReport),
    loaded: query.isSuccess,
  };
};

/** The React host's pages (under `/react/`, where the portal serves it). */
export const ROUTES = {
  evaluation: '/react/',
  reports: '/react/reports',
  team: '/react/team',
  insights: '/react/insights',
} as const;

export type PortalRole = 'employee' | 'manager' | 'hr';

/** The pages each role of the portal finds in its menu. */
export const MENU: Record<PortalRole, { to: string; label: string }[]> = {
  employee: [
    { to: ROUTES.evaluation, label: 'Evaluation' },
    { to: ROUTES.reports, label: 'My reports' },
  ],
  manager: [{ to: ROUTES.team, label: 'Team' }],
  hr: [{ to: ROUTES.insights, label: 'Insights' }],
};

/** A manager's review of a report: the Team page with the report's id in its query. */
export const reviewRoute = (reportId: string) =>
  `${ROUTES.team}?review=${encodeURIComponent(reportId)}`;

import { type EvaluationNavigationState, RolescopeProvider } from '@rolescope/widgets';
import type { ReactNode } from 'react';
import { Evaluation } from './Evaluation';
import { fetchClientSecret } from './fetchClientSecret';
import { Insights } from './Insights';
import { MyReports } from './MyReports';
import { PortalHeader } from './PortalHeader';
import { ROUTES } from './routes';
import { Team } from './Team';
import { usePortalLocation } from './usePortalLocation';

/**
 * The React host's pages, chosen by the path (the portal serves each at its own URL), inside
 * one RolescopeProvider: the session lives across the pages. `/api` is the portal's own
 * origin: its backend forwards it to Rolescope.
 */
export function App() {
  const [location, navigate] = usePortalLocation();
  const { pathname, search } = location;
  const path = pathname.replace(/\/+$/, '');
  let page: ReactNode;
  if (path === ROUTES.reports) page = <MyReports navigate={navigate} />;
  else if (path === ROUTES.team) page = <Team search={search} navigate={navigate} />;
  else if (path === ROUTES.insights) page = <Insights search={search} navigate={navigate} />;
  else
    page = (
      <Evaluation
        key={location.visit}
        initialState={(location.state as EvaluationNavigationState | null) ?? undefined}
        navigate={navigate}
      />
    );
  return (
    <>
      <PortalHeader pathname={pathname} navigate={navigate} />
      <main className="portal-main">
        <RolescopeProvider baseUrl="/api" fetchClientSecret={fetchClientSecret}>
          {page}
        </RolescopeProvider>
      </main>
    </>
  );
}

import { ManagerReview, TeamReports } from '@rolescope/widgets';
import { useState } from 'react';
import { PortalLink } from './PortalLink';
import { ROUTES, reviewRoute } from './routes';
import type { Navigate } from './usePortalLocation';

/**
 * A manager's page: their people with the latest reports; Review opens the manager's review of
 * that report (`?review=<id>`, so Back returns to the list).
 */
export function Team({ search, navigate }: { search: string; navigate: Navigate }) {
  const reviewing = new URLSearchParams(search).get('review');
  const [submitted, setSubmitted] = useState<string | null>(null);
  if (!reviewing) return <TeamReports onReview={(reportId) => navigate(reviewRoute(reportId))} />;
  return (
    <>
      <p>
        <PortalLink to={ROUTES.team} navigate={navigate}>
          Back to your people
        </PortalLink>
      </p>
      <ManagerReview reportId={reviewing} onSubmitted={() => setSubmitted(reviewing)} />
      <p role="status" className="portal-events">
        {submitted === reviewing ? 'Your review was sent: the employee now sees it.' : null}
      </p>
    </>
  );
}

import { OrganizationInsights } from '@rolescope/widgets';
import { Link, useLocation, useParams } from 'react-router';

/** What the organisations table passes along: the name, so the title needs no request. */
export type OrganizationInsightsState = { name?: string } | null;

/**
 * `/super-admin/organizations/:id/insights`: one organisation's insights, for the
 * administrator: the HR widget, reading the organisation through the admin row.
 */
export function Route() {
  const { id = '' } = useParams();
  const name = (useLocation().state as OrganizationInsightsState)?.name;
  return (
    <main className="rs-demo-page">
      <p>
        <Link className="rs-demo-back" to="/super-admin">
          Back to the administration
        </Link>
      </p>
      <h1 className="rs-demo-insights-title">
        {name ? `Insights of ${name}` : 'Organization insights'}
      </h1>
      <OrganizationInsights organizationId={id} />
    </main>
  );
}

// Bundle-size entry: what a host ships to show a manager's list of people, importing the widget
// and the provider from their own entries (`@rolescope/widgets/team-reports`, `/provider`).
import { createApiClient } from '@rolescope/core';
import { RolescopeProvider } from '@rolescope/widgets/provider';
import { TeamReports } from '@rolescope/widgets/team-reports';
import { createRoot } from 'react-dom/client';

const client = createApiClient({ baseUrl: '/api', fetchClientSecret: async () => '' });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <RolescopeProvider client={client} onNavigate={(path) => window.location.assign(path)}>
      <TeamReports onReview={(id) => window.location.assign(`/reviews/${id}`)} />
    </RolescopeProvider>,
  );
}

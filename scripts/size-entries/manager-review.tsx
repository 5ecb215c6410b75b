// Bundle-size entry: what a host ships to show a manager's review of a report, importing the
// widget and the provider from their own entries (`@rolescope/widgets/manager-review`, `/provider`).
import { createApiClient } from '@rolescope/core';
import { ManagerReview } from '@rolescope/widgets/manager-review';
import { RolescopeProvider } from '@rolescope/widgets/provider';
import { createRoot } from 'react-dom/client';

const client = createApiClient({ baseUrl: '/api' });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <RolescopeProvider client={client} onNavigate={(path) => window.location.assign(path)}>
      <ManagerReview reportId="example" />
    </RolescopeProvider>,
  );
}

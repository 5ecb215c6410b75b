// Bundle-size entry: what a host ships to show HR's and managers' insights, importing the
// widget and the provider from their own entries (`@rolescope/widgets/organization-insights`,
// `/provider`).
import { createApiClient } from '@rolescope/core';
import { OrganizationInsights } from '@rolescope/widgets/organization-insights';
import { RolescopeProvider } from '@rolescope/widgets/provider';
import { createRoot } from 'react-dom/client';

const client = createApiClient({ baseUrl: '/api' });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <RolescopeProvider client={client} onNavigate={(path) => window.location.assign(path)}>
      <OrganizationInsights />
    </RolescopeProvider>,
  );
}

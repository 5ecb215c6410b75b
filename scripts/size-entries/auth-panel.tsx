// Bundle-size entry: what a host ships to show the sign-in split screen.
import { createApiClient } from '@rolescope/core';
import { AuthPanel, RolescopeProvider } from '@rolescope/widgets';
import { createRoot } from 'react-dom/client';

const client = createApiClient({ baseUrl: '/api' });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <RolescopeProvider client={client} onNavigate={(path) => window.location.assign(path)}>
      <AuthPanel defaultView="login" />
    </RolescopeProvider>,
  );
}

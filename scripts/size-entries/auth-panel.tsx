// Bundle-size entry: what a host ships to show the sign-in split screen, importing the widget
// and the provider from their own entries (`@rolescope/widgets/auth-panel`, `/provider`).
import { createApiClient } from '@rolescope/core';
import { AuthPanel } from '@rolescope/widgets/auth-panel';
import { RolescopeProvider } from '@rolescope/widgets/provider';
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

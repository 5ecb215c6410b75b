// Bundle-size entry: the same page as auth-panel.tsx, importing the widget and the provider from
// the main entry (`@rolescope/widgets`): it must cost at most 10 % more (scripts/sizeMainEntry.mjs).
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

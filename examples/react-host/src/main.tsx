import { RolescopeProvider } from '@rolescope/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Evaluation } from './Evaluation';
import { fetchClientSecret } from './fetchClientSecret';
import { PortalHeader } from './PortalHeader';
// The portal's one stylesheet, shared with the plain-HTML host.
import '../../html-host/portal.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

// `/api` is the portal's own origin: its backend forwards it to Rolescope.
createRoot(root).render(
  <StrictMode>
    <PortalHeader />
    <main className="portal-main">
      <RolescopeProvider baseUrl="/api" fetchClientSecret={fetchClientSecret}>
        <Evaluation />
      </RolescopeProvider>
    </main>
  </StrictMode>,
);

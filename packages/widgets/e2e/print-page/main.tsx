import { createApiClient } from '@rolescope/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RolescopeProvider } from '../../src/provider';
import { ReportDialog } from '../../src/reports/ReportDialog';
import { en } from '../../src/strings/en';
import { registerStrings } from '../../src/strings/registry';
import { fullReport } from '../../src/test/reportFixtures';

// The page imports the widgets' sources, not an entry: every area's default strings, as the
// package's entries register them.
registerStrings(en);

const client = createApiClient({ baseUrl: '/api', getToken: () => null });
const root = document.getElementById('root');

if (root) {
  createRoot(root).render(
    <StrictMode>
      <RolescopeProvider client={client}>
        <main>
          <h1>Host page</h1>
          <p data-testid="host-content">This host page content must not be printed.</p>
        </main>
        <ReportDialog report={fullReport} open onOpenChange={() => {}} />
      </RolescopeProvider>
    </StrictMode>,
  );
}

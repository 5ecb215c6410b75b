// The portal's root layout, a Server Component: it computes the Rolescope theme on the server
// (the helpers of @rolescope/widgets/theme are plain functions, no "use client") and hands it
// with the API's URL to the client wrapper.
import '@rolescope/widgets/styles.css';
import './globals.css';
import { darkTheme } from '@rolescope/widgets/theme';
import type { ReactNode } from 'react';
import { RolescopeClient } from './RolescopeClient';
import { rolescopeApiBase } from './settings';

export const metadata = { title: 'HR portal' };

// Read at request time: the API's URL comes from the server's environment.
export const dynamic = 'force-dynamic';

const theme = darkTheme({ accentColor: '#0a7' });

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <h1>HR portal</h1>
        </header>
        <RolescopeClient baseUrl={rolescopeApiBase()} theme={theme}>
          {children}
        </RolescopeClient>
      </body>
    </html>
  );
}

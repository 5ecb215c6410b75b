'use client';
// The client side of the portal's Rolescope setup: the provider with its embed session, under
// the layout (a Server Component, which passes the API's URL and the theme, both plain data).
import type { RolescopeTheme } from '@rolescope/widgets';
import { RolescopeProvider } from '@rolescope/widgets';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

/** Asks the portal's route handler for a client secret (kept in memory by the widgets). */
const fetchClientSecret = async (): Promise<string> => {
  const res = await fetch('/api/rolescope-session', { method: 'POST' });
  if (!res.ok) throw new Error(`/api/rolescope-session answered ${res.status}`);
  return res.text();
};

export function RolescopeClient({
  baseUrl,
  theme,
  children,
}: {
  baseUrl: string;
  theme: RolescopeTheme;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <RolescopeProvider
      baseUrl={baseUrl}
      fetchClientSecret={fetchClientSecret}
      theme={theme}
      onNavigate={(path) => router.push(path)}
    >
      {children}
    </RolescopeProvider>
  );
}

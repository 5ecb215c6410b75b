import { createApiClient, createBrowserTokenStore, type User } from '@rolescope/core';
import { RolescopeProvider } from '@rolescope/widgets';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useColorSchemePreference } from './colorScheme';
import { createAppRouter } from './router';

// The demo is the specification's own app: it keeps the session under its `token` and `user`
// keys (an embedding host leaves the default `rolescope:token` / `rolescope:user`).
const tokenStore = createBrowserTokenStore<User>({ keys: { token: 'token', user: 'user' } });
const client = createApiClient({ baseUrl: '/api', getToken: tokenStore.getToken });
const router = createAppRouter();

/**
 * The provider around the router: widgets navigate through `onNavigate`, mapped to the
 * data router's `navigate` (with the widget's state as navigation state). A 401/403 makes
 * the provider clear the session and call `onNavigate('/login')`. The router's pathname is the
 * provider's `locationKey`: moving to another route dismisses the error toasts of the last one.
 * The colour scheme (Light, Dark or System, chosen in the user menu or the public pages'
 * footer) is remembered here.
 */
export function App() {
  const [pathname, setPathname] = useState(router.state.location.pathname);
  useEffect(() => router.subscribe((state) => setPathname(state.location.pathname)), []);
  const [colorScheme, setColorScheme] = useColorSchemePreference();
  return (
    <RolescopeProvider
      client={client}
      colorScheme={colorScheme}
      onColorSchemeChange={setColorScheme}
      tokenStore={tokenStore}
      locationKey={pathname}
      onNavigate={(path, state) => void router.navigate(path, { state })}
    >
      <RouterProvider router={router} />
    </RolescopeProvider>
  );
}

import { createApiClient, createBrowserTokenStore, type User } from '@rolescope/core';
import { RolescopeProvider } from '@rolescope/widgets';
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
 * the provider clear the session and call `onNavigate('/login')`. The colour scheme (Light,
 * Dark or System, chosen in the user menu or the public pages' footer) is remembered here.
 */
export function App() {
  const [colorScheme, setColorScheme] = useColorSchemePreference();
  return (
    <RolescopeProvider
      client={client}
      colorScheme={colorScheme}
      onColorSchemeChange={setColorScheme}
      tokenStore={tokenStore}
      onNavigate={(path, state) => void router.navigate(path, { state })}
    >
      <RouterProvider router={router} />
    </RolescopeProvider>
  );
}

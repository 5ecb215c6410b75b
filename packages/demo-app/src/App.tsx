import { createApiClient, createBrowserTokenStore, type User } from '@rolescope/core';
import { RolescopeProvider } from '@rolescope/widgets';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { useColorSchemePreference } from './colorScheme';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';

// The demo is the specification's own app: it keeps the session under its `token` and `user`
// keys (an embedding host leaves the default `rolescope:token` / `rolescope:user`).
const tokenStore = createBrowserTokenStore<User>({ keys: { token: 'token', user: 'user' } });
const client = createApiClient({ baseUrl: '/api', getToken: tokenStore.getToken });

/**
 * The provider inside the router (React Router's declarative mode): widgets navigate through
 * `onNavigate`, mapped to `navigate` (with the widget's state as navigation state). A 401/403
 * makes the provider clear the session and call `onNavigate('/login')`. The pathname is the
 * provider's `locationKey`: moving to another route dismisses the error toasts of the last one.
 * The colour scheme (Light, Dark or System, chosen in the user menu or the public pages'
 * footer) is remembered here. An error while rendering a route shows the error screen until
 * the next navigation.
 */
function ProvidedRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const [colorScheme, setColorScheme] = useColorSchemePreference();
  return (
    <RolescopeProvider
      client={client}
      colorScheme={colorScheme}
      onColorSchemeChange={setColorScheme}
      tokenStore={tokenStore}
      locationKey={location.pathname}
      onNavigate={(path, state) => void navigate(path, { state })}
    >
      <RouteErrorBoundary resetKey={location.key}>
        <AppRoutes />
      </RouteErrorBoundary>
    </RolescopeProvider>
  );
}

/** The demo app: the browser's history, the provider, the routes. */
export function App() {
  return (
    <BrowserRouter>
      <ProvidedRoutes />
    </BrowserRouter>
  );
}

import {
  type ApiClient,
  createBrowserTokenStore,
  type TokenStore,
  type User,
} from '@rolescope/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PortalRootContext } from '../primitives/portal';
import { ToastProvider } from '../primitives/Toast';
import { clearSession, hasSession, restoreSession } from '../session/sessionActions';
import { en } from '../strings/en';
import { type Localization, mergeStrings } from '../strings/mergeStrings';
import { StringsContext } from '../strings/StringsContext';
import { applyThemeVars } from '../theme/applyThemeVars';
import { lightTheme, type RolescopeTheme } from '../theme/createTheme';
import { themeRoot } from '../theme/theme.css';
import { type NavigateFn, RolescopeContext, type RolescopeContextValue } from './context';
import { createRolescopeQueryClient, isAuthError } from './queryDefaults';
import * as styles from './RolescopeProvider.css';

export type RolescopeProviderProps = {
  /** The API client (`createApiClient` from `@rolescope/core`). */
  client: ApiClient;
  /** The host's QueryClient; by default the provider creates one with the specification's defaults. */
  queryClient?: QueryClient;
  /** `lightTheme()` (default) or `darkTheme()`, optionally with an accent colour. */
  theme?: RolescopeTheme;
  /** Overrides of any of the English texts. */
  localization?: Localization;
  /** How widgets navigate (e.g. `router.push`); widgets never hard-code a router. */
  onNavigate?: NavigateFn;
  /** Where the session is kept; default localStorage/sessionStorage `token` and `user`. */
  tokenStore?: TokenStore<User>;
  children?: ReactNode;
};

const defaultTheme = lightTheme();
const noop = () => {};

/**
 * Holds everything the widgets share: the API client, a QueryClient, a private jotai store
 * (two providers on one page never share state), theme, strings and navigation. A 401 or
 * 403 answer to any query or mutation while there is a session clears it and navigates
 * to `/login`.
 *
 * Theming without inline styles: the light and dark values are classes and attribute
 * selectors of the shipped stylesheet (`[data-rolescope]`, `[data-theme="dark"]`); custom
 * `--rs-*` values (such as an accent colour) are written with `style.setProperty` in a
 * layout effect. That is the CSSOM, which `style-src` without `'unsafe-inline'` allows;
 * no `style` attribute is ever rendered (server-rendered HTML shows the default accent
 * until hydration).
 */
export function RolescopeProvider({
  client,
  queryClient: hostQueryClient,
  theme = defaultTheme,
  localization,
  onNavigate,
  tokenStore: hostTokenStore,
  children,
}: RolescopeProviderProps) {
  const [store] = useState(() => createStore());
  const [ownTokenStore] = useState(() => hostTokenStore ?? createBrowserTokenStore<User>());
  const tokenStore = hostTokenStore ?? ownTokenStore;
  const navigateRef = useRef<NavigateFn>(onNavigate ?? noop);
  navigateRef.current = onNavigate ?? noop;

  const onErrorRef = useRef<(error: unknown) => void>(noop);
  onErrorRef.current = (error) => {
    if (!isAuthError(error) || !hasSession(store, tokenStore)) return;
    clearSession(store, tokenStore);
    navigateRef.current('/login');
  };

  const [ownQueryClient] = useState(() =>
    hostQueryClient ? null : createRolescopeQueryClient((error) => onErrorRef.current(error)),
  );
  const queryClient = hostQueryClient ?? (ownQueryClient as QueryClient);

  // The host's QueryClient has its own caches: listen to their errors instead.
  useEffect(() => {
    if (!hostQueryClient) return;
    const report = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error') {
        onErrorRef.current(event.action.error);
      }
    };
    const offQueries = hostQueryClient.getQueryCache().subscribe(report);
    const offMutations = hostQueryClient.getMutationCache().subscribe(report);
    return () => {
      offQueries();
      offMutations();
    };
  }, [hostQueryClient]);

  useEffect(() => restoreSession(store, tokenStore), [store, tokenStore]);

  const rootRef = useRef<HTMLDivElement>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!rootRef.current) return;
    return applyThemeVars(rootRef.current, theme.vars);
  }, [theme.vars]);

  const strings = useMemo(() => mergeStrings(en, localization), [localization]);
  const value = useMemo<RolescopeContextValue>(
    () => ({
      client,
      queryClient,
      tokenStore,
      theme,
      navigate: (path, state) => navigateRef.current(path, state),
    }),
    [client, queryClient, tokenStore, theme],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <RolescopeContext.Provider value={value}>
          <StringsContext.Provider value={strings}>
            <div
              ref={rootRef}
              data-rolescope=""
              data-theme={theme.colorScheme}
              className={themeRoot}
            >
              <PortalRootContext.Provider value={portalRoot}>
                <ToastProvider>{children}</ToastProvider>
              </PortalRootContext.Provider>
              <div ref={setPortalRoot} className={styles.portal} data-rolescope-portal="" />
            </div>
          </StringsContext.Provider>
        </RolescopeContext.Provider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

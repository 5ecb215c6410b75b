import {
  type ApiClient,
  type ApiClientConfig,
  createApiClient,
  createBrowserTokenStore,
  type FetchClientSecret,
  type TokenStore,
  type User,
} from '@rolescope/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { PortalRootContext } from '../primitives/portal';
import { ToastProvider } from '../primitives/Toast';
import { useIsomorphicLayoutEffect } from '../primitives/useIsomorphicLayoutEffect';
import { WidgetRoot, widgetRootProps } from '../primitives/WidgetRoot';
import { clearSession, hasSession, restoreSession } from '../session/sessionActions';
import type { Localization } from '../strings/mergeStrings';
import { StringsContext } from '../strings/StringsContext';
import { applyThemeVars } from '../theme/applyThemeVars';
import { type ColorSchemePreference, resolveColorScheme } from '../theme/colorScheme';
import { lightTheme, type RolescopeTheme } from '../theme/createTheme';
import { themeRoot } from '../theme/theme.css';
import { useSystemPrefersDark } from '../theme/useSystemPrefersDark';
import {
  type ColorSchemeControl,
  type EmbedSessionControl,
  type NavigateFn,
  RolescopeContext,
  type RolescopeContextValue,
  type RolescopeEvents,
} from './context';
import { EmbedGate } from './EmbedGate';
import { createMemoryTokenStore } from './memoryTokenStore';
import { createRolescopeQueryClient, isAuthError } from './queryDefaults';
import { rolescopeKey } from './queryKeys';
import { toError, useEmbedSession } from './useEmbedSession';
import { useHostCacheErrors } from './useHostCacheErrors';

export type RolescopeProviderProps = {
  /**
   * A ready API client (`createApiClient` from `@rolescope/core`). Without it the provider
   * builds one against `baseUrl`.
   */
  client?: ApiClient;
  /**
   * The API base the provider's own clients call (default `/api`); with `client`, only the
   * organisation's client of `useOrganizationClient` uses it.
   */
  baseUrl?: string;
  /**
   * Embed sessions: resolves to a client secret your backend minted with
   * `POST /v1/embed/sessions`. The provider then keeps the session in memory only (no storage),
   * learns the employee with `getCurrentUser`, never shows a sign-in and never navigates to
   * `/login`: a 401 fetches a new secret and retries once. While the session starts a status is
   * shown; if it cannot start, an alert with Retry.
   */
  fetchClientSecret?: FetchClientSecret;
  /** The host's QueryClient; by default the provider creates one with the specification's defaults. */
  queryClient?: QueryClient;
  /** `lightTheme()` (default) or `darkTheme()`, optionally with an accent colour. */
  theme?: RolescopeTheme;
  /**
   * The colour scheme, overriding the theme's: `light`, `dark` or `system` (follows the
   * operating system's `prefers-color-scheme`, live). Dialogs, menus and toasts follow it too.
   */
  colorScheme?: ColorSchemePreference;
  /**
   * Called when the user picks Light, Dark or System (the user menu's Theme choice, or
   * `ColorSchemeSwitch`); without it those choices are not shown. The host remembers the
   * choice and passes it back as `colorScheme`.
   */
  onColorSchemeChange?: (preference: ColorSchemePreference) => void;
  /** Overrides of any of the English texts. */
  localization?: Localization;
  /** How widgets navigate (e.g. `router.push`); widgets never hard-code a router. */
  onNavigate?: NavigateFn;
  /**
   * The host's current route (e.g. the pathname). When it changes, error toasts are dismissed:
   * they belong to the screen the user has left (docs/toasts.md).
   */
  locationKey?: string;
  /**
   * Where a signed-in session is kept; default localStorage/sessionStorage `rolescope:token`
   * and `rolescope:user`. Not used in an embed session.
   */
  tokenStore?: TokenStore<User>;
  /** After a sign-in in a widget, or when an embed session has started. */
  onSignedIn?: (user: User) => void;
  /** After Sign Out, or when an answer 401/403 ended the session. */
  onSignedOut?: () => void;
  /**
   * Every failed API call of a widget (an `ApiError`, with `status`), and a failed embed session
   * start (an `EmbedSessionError`, whose `reason` says which part failed).
   */
  onError?: (error: Error) => void;
  children?: ReactNode;
};

const defaultTheme = lightTheme();
const noop = () => {};
const DEFAULT_BASE_URL = '/api';
const missingSecret = (): Promise<string> =>
  Promise.reject(new Error('RolescopeProvider: fetchClientSecret is not set'));

/**
 * Holds everything the widgets share: the API client, a QueryClient, a private jotai store
 * (two providers on one page never share state), theme, strings and navigation. Every query
 * key of the widgets starts with `'rolescope'`; signing out removes those queries only, so a
 * host's own QueryClient keeps its queries. A 401 or 403 answer to any query or mutation while
 * there is a session clears it and navigates to `/login` (in an embed session: no navigation,
 * the client has already fetched a new secret and retried; a 401 after that shows Retry).
 *
 * Theming without inline styles: the light and dark values are classes and attribute
 * selectors of the shipped stylesheet (`[data-rolescope]`, `[data-theme="dark"]`); custom
 * `--rs-*` values (such as an accent colour) are written with `style.setProperty` in a
 * layout effect. That is the CSSOM, which `style-src` without `'unsafe-inline'` allows;
 * no `style` attribute is ever rendered (server-rendered HTML shows the default accent
 * until hydration).
 */
export function RolescopeProvider({
  client: hostClient,
  baseUrl = DEFAULT_BASE_URL,
  fetchClientSecret,
  queryClient: hostQueryClient,
  theme = defaultTheme,
  colorScheme: colorSchemePreference,
  onColorSchemeChange,
  localization,
  onNavigate,
  locationKey,
  tokenStore: hostTokenStore,
  onSignedIn,
  onSignedOut,
  onError,
  children,
}: RolescopeProviderProps) {
  const embedMode = fetchClientSecret !== undefined;
  const [store] = useState(() => createStore());
  const [memoryTokenStore] = useState(createMemoryTokenStore);
  const [browserTokenStore] = useState(() =>
    hostTokenStore || embedMode ? null : createBrowserTokenStore<User>(),
  );
  const tokenStore: TokenStore<User> = embedMode
    ? memoryTokenStore
    : (hostTokenStore ?? browserTokenStore ?? memoryTokenStore);
  const navigateRef = useRef<NavigateFn>(onNavigate ?? noop);
  navigateRef.current = onNavigate ?? noop;

  const propsRef = useRef({ onSignedIn, onSignedOut, onError, fetchClientSecret });
  propsRef.current = { onSignedIn, onSignedOut, onError, fetchClientSecret };
  const [events] = useState<RolescopeEvents>(() => ({
    signedIn: (user) => propsRef.current.onSignedIn?.(user),
    signedOut: () => propsRef.current.onSignedOut?.(),
    error: (error) => propsRef.current.onError?.(error),
  }));

  // A new config (so a new secret, shared by the clients built from it) each time the session
  // restarts: the provider's own client and the organisation's client of `useOrganizationClient`.
  const [generation, setGeneration] = useState(0);
  const clientConfig = useMemo<ApiClientConfig>(() => {
    void generation;
    return embedMode
      ? {
          baseUrl,
          fetchClientSecret: () => (propsRef.current.fetchClientSecret ?? missingSecret)(),
        }
      : { baseUrl, getToken: tokenStore.getToken };
  }, [embedMode, baseUrl, tokenStore, generation]);
  const ownClient = useMemo(
    () => (hostClient ? null : createApiClient(clientConfig)),
    [hostClient, clientConfig],
  );
  const client = hostClient ?? (ownClient as ApiClient);

  const embed = useEmbedSession({
    enabled: embedMode,
    client,
    store,
    tokenStore,
    events,
    baseUrl,
  });
  const embedControl = useMemo<EmbedSessionControl | null>(
    () => (embedMode ? { end: () => embed.setPhase('signedOut') } : null),
    [embedMode, embed.setPhase],
  );
  const restartEmbed = () => {
    setGeneration((n) => n + 1);
    embed.setPhase('starting');
  };

  const onErrorRef = useRef<(error: unknown) => void>(noop);
  const [ownQueryClient] = useState(() =>
    hostQueryClient ? null : createRolescopeQueryClient((error) => onErrorRef.current(error)),
  );
  const queryClient = hostQueryClient ?? (ownQueryClient as QueryClient);
  onErrorRef.current = (error) => {
    events.error(toError(error));
    if (!isAuthError(error)) return;
    if (embedMode) {
      // The client already fetched a new secret and retried: this session cannot go on.
      if ((error as { status?: number }).status !== 401) return;
      embed.forget();
      queryClient.removeQueries({ queryKey: rolescopeKey() });
      embed.setPhase('failed');
      return;
    }
    if (!hasSession(store, tokenStore)) return;
    clearSession(store, tokenStore);
    queryClient.removeQueries({ queryKey: rolescopeKey() });
    events.signedOut();
    navigateRef.current('/login');
  };

  useHostCacheErrors(hostQueryClient, onErrorRef);

  useEffect(() => {
    if (!embedMode) restoreSession(store, tokenStore);
  }, [embedMode, store, tokenStore]);

  const rootRef = useRef<HTMLDivElement>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!rootRef.current) return;
    return applyThemeVars(rootRef.current, theme.vars);
  }, [theme.vars]);

  const prefersDark = useSystemPrefersDark(colorSchemePreference === 'system');
  const resolvedScheme = colorSchemePreference
    ? resolveColorScheme(colorSchemePreference, prefersDark)
    : theme.colorScheme;
  const colorScheme = useMemo<ColorSchemeControl>(
    () => ({
      preference: colorSchemePreference ?? theme.colorScheme,
      resolved: resolvedScheme,
      onChange: onColorSchemeChange ?? null,
    }),
    [colorSchemePreference, theme.colorScheme, resolvedScheme, onColorSchemeChange],
  );

  const value = useMemo<RolescopeContextValue>(
    () => ({
      client,
      clientConfig,
      queryClient,
      tokenStore,
      theme,
      colorScheme,
      navigate: (path, state) => navigateRef.current(path, state),
      events,
      embed: embedControl,
    }),
    [client, clientConfig, queryClient, tokenStore, theme, colorScheme, events, embedControl],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <RolescopeContext.Provider value={value}>
          <StringsContext.Provider value={localization}>
            <div ref={rootRef} data-rolescope="" data-theme={resolvedScheme} className={themeRoot}>
              <PortalRootContext.Provider value={portalRoot}>
                <ToastProvider locationKey={locationKey}>
                  {embedMode && embed.phase !== 'ready' ? (
                    <WidgetRoot>
                      <EmbedGate phase={embed.phase} onRetry={restartEmbed} />
                    </WidgetRoot>
                  ) : (
                    children
                  )}
                </ToastProvider>
              </PortalRootContext.Provider>
              {/* Takes no room; what is portalled into it positions itself. */}
              <div ref={setPortalRoot} data-rolescope-portal="" {...widgetRootProps} />
            </div>
          </StringsContext.Provider>
        </RolescopeContext.Provider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

import type { ApiClient, ApiClientConfig, TokenStore, User } from '@rolescope/core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { ColorSchemePreference, ResolvedColorScheme } from '../theme/colorScheme';
import type { RolescopeTheme } from '../theme/createTheme';

export type NavigateFn = (path: string, state?: unknown) => void;

/** The provider's callbacks, stable: they call the latest props. */
export type RolescopeEvents = {
  signedIn: (user: User) => void;
  signedOut: () => void;
  error: (error: Error) => void;
};

/** Present in an embed session (`fetchClientSecret`): how a widget ends it. */
export type EmbedSessionControl = {
  /** After Sign Out: the provider shows its signed-out state instead of the widgets. */
  end: () => void;
};

/** The colour scheme: the host's preference, what is shown, and how a widget changes it. */
export type ColorSchemeControl = {
  preference: ColorSchemePreference;
  resolved: ResolvedColorScheme;
  /** The host's `onColorSchemeChange`; null when the host does not let widgets change it. */
  onChange: ((preference: ColorSchemePreference) => void) | null;
};

export type RolescopeContextValue = {
  client: ApiClient;
  /**
   * The config of the provider's own client (its base URL and session: the embed session's
   * secret or the token store's token), which the organisation's client is built from.
   */
  clientConfig: ApiClientConfig;
  queryClient: QueryClient;
  tokenStore: TokenStore<User>;
  theme: RolescopeTheme;
  colorScheme: ColorSchemeControl;
  navigate: NavigateFn;
  events: RolescopeEvents;
  /** Null unless the provider runs an embed session. */
  embed: EmbedSessionControl | null;
};

export const RolescopeContext = createContext<RolescopeContextValue | null>(null);

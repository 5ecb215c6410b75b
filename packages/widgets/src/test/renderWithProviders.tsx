import {
  type ApiClient,
  createApiClient,
  createBrowserTokenStore,
  type TokenStore,
  type User,
} from '@rolescope/core';
import type { QueryClient } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { NavigateFn } from '../provider/context';
import { RolescopeProvider } from '../provider/RolescopeProvider';
import type { Localization } from '../strings/mergeStrings';
import type { ColorSchemePreference } from '../theme/colorScheme';
import type { RolescopeTheme } from '../theme/createTheme';

/** The API base of tests: absolute, because Node's fetch has no page to resolve `/api` against. */
export const TEST_API_BASE = 'http://localhost/api';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper' | 'queries'> & {
  client?: ApiClient;
  /** Sets the page address first (`window.history.pushState`). */
  route?: string;
  queryClient?: QueryClient;
  theme?: RolescopeTheme;
  localization?: Localization;
  tokenStore?: TokenStore<User>;
  onNavigate?: NavigateFn;
  colorScheme?: ColorSchemePreference;
  onColorSchemeChange?: (preference: ColorSchemePreference) => void;
};

/**
 * Renders `ui` inside a `RolescopeProvider` with a client against `TEST_API_BASE` (answered
 * by msw, see `setupMockApi`) reading the same token store. Returns testing-library's
 * result plus `user` (user-event), `onNavigate` (a mock unless given), `client` and `tokenStore`.
 */
export const renderWithProviders = (ui: ReactElement, options: RenderWithProvidersOptions = {}) => {
  const {
    client: clientOption,
    route,
    queryClient,
    theme,
    localization,
    tokenStore: tokenStoreOption,
    onNavigate: onNavigateOption,
    colorScheme,
    onColorSchemeChange,
    ...renderOptions
  } = options;
  if (route) window.history.pushState({}, '', route);
  const tokenStore = tokenStoreOption ?? createBrowserTokenStore<User>();
  const client =
    clientOption ?? createApiClient({ baseUrl: TEST_API_BASE, getToken: tokenStore.getToken });
  const onNavigate = onNavigateOption ?? vi.fn<NavigateFn>();
  const user = userEvent.setup();
  const withProviders = (node: ReactElement) => (
    <RolescopeProvider
      client={client}
      queryClient={queryClient}
      theme={theme}
      localization={localization}
      tokenStore={tokenStore}
      onNavigate={onNavigate}
      colorScheme={colorScheme}
      onColorSchemeChange={onColorSchemeChange}
    >
      {node}
    </RolescopeProvider>
  );
  const result = render(withProviders(ui), renderOptions);
  // testing-library's own rerender would render the new element without the providers
  const rerender = (next: ReactElement) => result.rerender(withProviders(next));
  return { ...result, rerender, user, onNavigate, client, tokenStore };
};

import type { ApiClient, TokenStore, User } from '@rolescope/core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { RolescopeTheme } from '../theme/createTheme';

export type NavigateFn = (path: string, state?: unknown) => void;

export type RolescopeContextValue = {
  client: ApiClient;
  queryClient: QueryClient;
  tokenStore: TokenStore<User>;
  theme: RolescopeTheme;
  navigate: NavigateFn;
};

export const RolescopeContext = createContext<RolescopeContextValue | null>(null);

import type { LoginResult } from '@rolescope/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { rolescopeKey } from '../provider/queryKeys';
import { useRolescope } from '../provider/useRolescope';
import {
  authLoadingAtom,
  currentEmailAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
  userAtom,
} from './atoms';
import { clearSession } from './sessionActions';

/** The session and its two actions: `signIn(result, { remember })` and `logout()`. */
export const useSession = () => {
  const { client, tokenStore, events, embed } = useRolescope();
  const store = useStore();
  const queryClient = useQueryClient();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(userAtom);
  const authLoading = useAtomValue(authLoadingAtom);
  const isLoading = useAtomValue(isLoadingAtom);
  const currentEmail = useAtomValue(currentEmailAtom);

  const signIn = useCallback(
    (result: Pick<LoginResult, 'token' | 'user'>, options: { remember?: boolean } = {}) => {
      tokenStore.setSession(
        { token: result.token, user: result.user },
        { remember: options.remember ?? true },
      );
      store.set(userAtom, result.user);
      store.set(isAuthenticatedAtom, true);
      store.set(currentEmailAtom, result.user.email);
      events.signedIn(result.user);
    },
    [store, tokenStore, events],
  );

  /**
   * Ends the session on the server (best effort), then forgets it here: the stored session,
   * the atoms and Rolescope's queries (never a host's queries in a shared QueryClient).
   */
  const logout = useCallback(async () => {
    const signedIn = embed !== null || tokenStore.getToken() !== null;
    const call = signedIn ? client.logout().catch(() => undefined) : undefined;
    clearSession(store, tokenStore);
    queryClient.removeQueries({ queryKey: rolescopeKey() });
    embed?.end();
    events.signedOut();
    await call;
  }, [client, queryClient, store, tokenStore, embed, events]);

  return { isAuthenticated, user, authLoading, isLoading, currentEmail, signIn, logout };
};

import type { LoginResult, User } from '@rolescope/core';
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

/**
 * The session and its actions: `signIn(result, { remember })`, `logout()` and
 * `updateUser(user)` (the signed-in user as the server now answers it, e.g. renamed).
 */
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
   * Replaces the signed-in user (a renamed profile) in the stored session, where it is kept,
   * and in the session state, so every name and avatar changes at once and after a reload.
   */
  const updateUser = useCallback(
    (next: User) => {
      if (tokenStore.setUser) tokenStore.setUser(next);
      else {
        const token = tokenStore.getToken();
        if (token !== null) tokenStore.setSession({ token, user: next });
      }
      store.set(userAtom, next);
    },
    [store, tokenStore],
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

  return {
    isAuthenticated,
    user,
    authLoading,
    isLoading,
    currentEmail,
    signIn,
    logout,
    updateUser,
  };
};

import type { TokenStore, User } from '@rolescope/core';
import type { createStore } from 'jotai';
import { authLoadingAtom, isAuthenticatedAtom, userAtom } from './atoms';

type Store = ReturnType<typeof createStore>;

/** Reads the stored session into the atoms, then clears `authLoading`. */
export const restoreSession = (store: Store, tokenStore: TokenStore<User>): void => {
  const user = tokenStore.getUser();
  if (user && tokenStore.getToken()) {
    store.set(userAtom, user);
    store.set(isAuthenticatedAtom, true);
  }
  store.set(authLoadingAtom, false);
};

/** Forgets the session: storage and atoms. */
export const clearSession = (store: Store, tokenStore: TokenStore<User>): void => {
  tokenStore.clear();
  store.set(isAuthenticatedAtom, false);
  store.set(userAtom, null);
};

/** True when there is a session to lose (a stored token or a signed-in user). */
export const hasSession = (store: Store, tokenStore: TokenStore<User>): boolean =>
  tokenStore.getToken() !== null || store.get(isAuthenticatedAtom);

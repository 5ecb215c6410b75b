import type { TokenStore, User } from '@rolescope/core';

/**
 * The token store of an embed session: the user in memory, no token (the client keeps the
 * client secret itself), nothing ever written to localStorage or sessionStorage.
 */
export const createMemoryTokenStore = (): TokenStore<User> => {
  let user: User | null = null;
  return {
    getToken: () => null,
    getUser: () => user,
    setSession: (session) => {
      user = session.user;
    },
    setUser: (next) => {
      user = next;
    },
    clear: () => {
      user = null;
    },
  };
};

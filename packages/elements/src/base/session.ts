import { createBrowserTokenStore, type TokenStore, type User } from '@rolescope/core';
import type { RolescopeUserDetail } from '../types';

type Listener = (source: TokenStore<User>) => void;

/** One browser store for the page (`rolescope:token`, `rolescope:user`), created on first use. */
let browserStore: TokenStore<User> | undefined;
const listeners = new Set<Listener>();

const sharedStore = (): TokenStore<User> => {
  browserStore ??= createBrowserTokenStore<User>();
  return browserStore;
};

/** Called (with the store that changed it) whenever an element signs in or out. */
export const onSessionChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The user as an event carries it: no token, no secret. */
export const publicUser = (user: User): RolescopeUserDetail => ({
  _id: user._id,
  email: user.email,
  name: user.name,
  role: user.role,
});

/**
 * One element's view of the page's session store (sign-in with a password, not an embed
 * session): the same storage for every element, and a signal to the others when it changes,
 * so signing in with `<rolescope-auth>` signs `<rolescope-evaluation>` in too.
 */
export const createElementTokenStore = (): TokenStore<User> => {
  const store: TokenStore<User> = {
    getToken: () => sharedStore().getToken(),
    getUser: () => sharedStore().getUser(),
    setSession: (session, options) => {
      sharedStore().setSession(session, options);
      for (const listener of listeners) listener(store);
    },
    // A renamed profile: the other elements keep their state (no restart) and read the new
    // user at their next start.
    setUser: (user) => sharedStore().setUser?.(user),
    clear: () => {
      const had = sharedStore().getToken() !== null;
      sharedStore().clear();
      if (had) for (const listener of listeners) listener(store);
    },
  };
  return store;
};

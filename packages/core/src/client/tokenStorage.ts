import type { User } from '../contract/auth';

/** Where a signed-in session is kept. Methods need no `this` (pass `store.getToken` around). */
export interface TokenStore<U = User> {
  getToken: () => string | null;
  getUser: () => U | null;
  setSession: (session: { token: string; user: U }, options?: { remember?: boolean }) => void;
  clear: () => void;
}

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

type Kind = 'localStorage' | 'sessionStorage';

/** The storage, or undefined without a window (SSR) or when the browser denies access. */
const storage = (kind: Kind): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
};

const read = (key: string, accept: (value: unknown) => boolean): unknown => {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    const s = storage(kind);
    const raw = s?.getItem(key);
    if (raw == null) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (accept(value)) return value;
    } catch {
      // unparsable: removed below and treated as absent
    }
    s?.removeItem(key);
  }
  return null;
};

/**
 * The default session store of the specification: `token` and `user` as JSON in
 * localStorage when "remember me" is on (the default), in sessionStorage when it is
 * off (the session ends with the tab). Reads look in both; an unparsable value is
 * removed and treated as absent. Without a window (SSR) every method is a no-op.
 */
export const createBrowserTokenStore = <U = User>(
  defaults: { remember?: boolean } = {},
): TokenStore<U> => {
  const clear = () => {
    for (const kind of ['localStorage', 'sessionStorage'] as const) {
      storage(kind)?.removeItem(TOKEN_KEY);
      storage(kind)?.removeItem(USER_KEY);
    }
  };
  return {
    getToken: () => read(TOKEN_KEY, (v) => typeof v === 'string' && v !== '') as string | null,
    getUser: () => read(USER_KEY, (v) => typeof v === 'object' && v !== null) as U | null,
    setSession: ({ token, user }, { remember = defaults.remember ?? true } = {}) => {
      clear();
      const s = storage(remember ? 'localStorage' : 'sessionStorage');
      s?.setItem(TOKEN_KEY, JSON.stringify(token));
      s?.setItem(USER_KEY, JSON.stringify(user));
    },
    clear,
  };
};

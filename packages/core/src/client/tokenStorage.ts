import type { User } from '../contract/auth';

/** Where a signed-in session is kept. Methods need no `this` (pass `store.getToken` around). */
export interface TokenStore<U = User> {
  getToken: () => string | null;
  getUser: () => U | null;
  setSession: (session: { token: string; user: U }, options?: { remember?: boolean }) => void;
  /**
   * Replaces the stored user of the current session (a renamed profile), where the session
   * is kept (local or session storage), keeping its token. Optional: without it the widgets
   * call `setSession` with the current token.
   */
  setUser?: (user: U) => void;
  clear: () => void;
}

/** The default storage key of the token: under `rolescope:`, never one of the host's keys. */
export const TOKEN_KEY = 'rolescope:token';
/** The default storage key of the user. */
export const USER_KEY = 'rolescope:user';

/** The two storage keys a browser token store reads, writes and removes (and no other). */
export interface TokenStoreKeys {
  token: string;
  user: string;
}

export interface BrowserTokenStoreOptions {
  /** Keep the session in localStorage (default) rather than sessionStorage. */
  remember?: boolean;
  /** Default `{ token: 'rolescope:token', user: 'rolescope:user' }`. */
  keys?: TokenStoreKeys;
}

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
 * The browser session store: the token and the user as JSON under `rolescope:token` and
 * `rolescope:user` (or the given `keys`; the specification's app passes `token`/`user`) in
 * localStorage when "remember me" is on (the default), in sessionStorage when it is off
 * (the session ends with the tab). It reads, writes and removes those two keys only, never
 * another key of the host page. Reads look in both storages; an unparsable value is removed
 * and treated as absent. Without a window (SSR) every method is a no-op.
 */
export const createBrowserTokenStore = <U = User>(
  options: BrowserTokenStoreOptions = {},
): TokenStore<U> => {
  const { token: tokenKey, user: userKey } = options.keys ?? { token: TOKEN_KEY, user: USER_KEY };
  const clear = () => {
    for (const kind of ['localStorage', 'sessionStorage'] as const) {
      storage(kind)?.removeItem(tokenKey);
      storage(kind)?.removeItem(userKey);
    }
  };
  return {
    getToken: () => read(tokenKey, (v) => typeof v === 'string' && v !== '') as string | null,
    getUser: () => read(userKey, (v) => typeof v === 'object' && v !== null) as U | null,
    setSession: ({ token, user }, { remember = options.remember ?? true } = {}) => {
      clear();
      const s = storage(remember ? 'localStorage' : 'sessionStorage');
      s?.setItem(tokenKey, JSON.stringify(token));
      s?.setItem(userKey, JSON.stringify(user));
    },
    setUser: (user) => {
      for (const kind of ['localStorage', 'sessionStorage'] as const) {
        const s = storage(kind);
        if (s?.getItem(tokenKey) != null) s.setItem(userKey, JSON.stringify(user));
      }
    },
    clear,
  };
};

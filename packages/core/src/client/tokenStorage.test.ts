// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../contract/auth';
import { createBrowserTokenStore, TOKEN_KEY, USER_KEY } from './tokenStorage';

const user: User = {
  _id: 'u1',
  email: 'ana@example.com',
  mobile: '9876543210',
  designation: 'Analyst',
  level: 'Middle',
  functionDepartment: 'Finance',
  role: 'user',
  name: 'Ana',
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('createBrowserTokenStore', () => {
  it('keeps token and user as JSON in localStorage by default', () => {
    const store = createBrowserTokenStore();
    store.setSession({ token: 'jwt', user });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('"jwt"');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);
    expect(sessionStorage.length).toBe(0);
    expect(store.getToken()).toBe('jwt');
    expect(store.getUser()).toEqual(user);
  });

  it('uses sessionStorage when remember me is off', () => {
    const store = createBrowserTokenStore({ remember: false });
    store.setSession({ token: 'jwt', user });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('"jwt"');
    expect(localStorage.length).toBe(0);
    expect(store.getToken()).toBe('jwt');
    expect(store.getUser()).toEqual(user);
  });

  it('lets each session choose, moving it out of the other storage', () => {
    const store = createBrowserTokenStore();
    store.setSession({ token: 'a', user });
    store.setSession({ token: 'b', user }, { remember: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getToken()).toBe('b');
    store.setSession({ token: 'c', user }, { remember: true });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getToken()).toBe('c');
  });

  it('replaces the user where the session is kept, keeping its token', () => {
    const store = createBrowserTokenStore();
    store.setSession({ token: 'jwt', user }, { remember: false });
    const renamed = { ...user, name: 'Asha Sharma' };
    store.setUser?.(renamed);
    expect(store.getToken()).toBe('jwt');
    expect(store.getUser()).toEqual(renamed);
    expect(localStorage.length).toBe(0);
    store.clear();
    store.setUser?.(renamed);
    expect(store.getUser()).toBeNull();
  });

  it('clears both storages', () => {
    const store = createBrowserTokenStore();
    localStorage.setItem(TOKEN_KEY, '"a"');
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    store.clear();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(USER_KEY)).toBeNull();
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
  });

  it('removes an unparsable value and treats it as absent', () => {
    localStorage.setItem(USER_KEY, '{not json');
    localStorage.setItem(TOKEN_KEY, 'raw-token');
    const store = createBrowserTokenStore();
    expect(store.getUser()).toBeNull();
    expect(store.getToken()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('removes values of the wrong type', () => {
    localStorage.setItem(USER_KEY, '"a string"');
    localStorage.setItem(TOKEN_KEY, '42');
    const store = createBrowserTokenStore();
    expect(store.getUser()).toBeNull();
    expect(store.getToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('works with unbound methods', () => {
    const { setSession, getToken } = createBrowserTokenStore();
    setSession({ token: 'jwt', user });
    expect(getToken()).toBe('jwt');
  });

  it('treats storage the browser denies as absent', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = createBrowserTokenStore();
    expect(() => store.setSession({ token: 'jwt', user })).not.toThrow();
    expect(store.getToken()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('keeps its keys under rolescope:', () => {
    expect(TOKEN_KEY).toBe('rolescope:token');
    expect(USER_KEY).toBe('rolescope:user');
  });
});

describe('createBrowserTokenStore on a host page', () => {
  /** What a host portal keeps in both storages before the widgets arrive. */
  const hostEntries = {
    token: '"host-jwt"',
    user: '{"id":"host-user"}',
    theme: 'dark',
    'rolescope-other': 'keep',
    'rolescope:draft:x': 'keep',
  };
  const seedHost = () => {
    for (const s of [localStorage, sessionStorage]) {
      for (const [k, v] of Object.entries(hostEntries)) s.setItem(k, v);
    }
  };
  const hostSnapshot = (s: Storage) =>
    Object.fromEntries(Object.keys(hostEntries).map((k) => [k, s.getItem(k)]));

  it.each([true, false])('never reads, writes or removes a host key (remember %s)', (remember) => {
    seedHost();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    const store = createBrowserTokenStore({ remember });
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
    store.setSession({ token: 'ours', user });
    expect(store.getToken()).toBe('ours');
    expect(store.getUser()).toEqual(user);
    store.clear();
    expect(store.getToken()).toBeNull();
    const touched = [...getItem.mock.calls, ...setItem.mock.calls, ...removeItem.mock.calls].map(
      (call) => call[0],
    );
    expect(new Set(touched)).toEqual(new Set([TOKEN_KEY, USER_KEY]));
    expect(hostSnapshot(localStorage)).toEqual(hostEntries);
    expect(hostSnapshot(sessionStorage)).toEqual(hostEntries);
  });

  it('leaves a host value under its own key even when it is unparsable', () => {
    localStorage.setItem('token', 'not json');
    localStorage.setItem('user', '{broken');
    const store = createBrowserTokenStore();
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
    store.clear();
    expect(localStorage.getItem('token')).toBe('not json');
    expect(localStorage.getItem('user')).toBe('{broken');
  });

  it('uses the keys it is given (the specification app keeps token and user)', () => {
    localStorage.setItem('theme', 'dark');
    const store = createBrowserTokenStore({ keys: { token: 'token', user: 'user' } });
    store.setSession({ token: 'jwt', user });
    expect(localStorage.getItem('token')).toBe('"jwt"');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(user);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    store.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../contract/auth';
import { createBrowserTokenStore } from './tokenStorage';

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
    expect(localStorage.getItem('token')).toBe('"jwt"');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(user);
    expect(sessionStorage.length).toBe(0);
    expect(store.getToken()).toBe('jwt');
    expect(store.getUser()).toEqual(user);
  });

  it('uses sessionStorage when remember me is off', () => {
    const store = createBrowserTokenStore({ remember: false });
    store.setSession({ token: 'jwt', user });
    expect(sessionStorage.getItem('token')).toBe('"jwt"');
    expect(localStorage.length).toBe(0);
    expect(store.getToken()).toBe('jwt');
    expect(store.getUser()).toEqual(user);
  });

  it('lets each session choose, moving it out of the other storage', () => {
    const store = createBrowserTokenStore();
    store.setSession({ token: 'a', user });
    store.setSession({ token: 'b', user }, { remember: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getToken()).toBe('b');
    store.setSession({ token: 'c', user }, { remember: true });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.getToken()).toBe('c');
  });

  it('clears both storages', () => {
    const store = createBrowserTokenStore();
    localStorage.setItem('token', '"a"');
    sessionStorage.setItem('user', JSON.stringify(user));
    store.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
  });

  it('removes an unparsable value and treats it as absent', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'raw-token');
    const store = createBrowserTokenStore();
    expect(store.getUser()).toBeNull();
    expect(store.getToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes values of the wrong type', () => {
    localStorage.setItem('user', '"a string"');
    localStorage.setItem('token', '42');
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
});

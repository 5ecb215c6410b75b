import { describe, expect, it } from 'vitest';
import { createBrowserTokenStore } from './tokenStorage';

describe('createBrowserTokenStore without a window', () => {
  it('is a safe no-op', () => {
    expect(typeof window).toBe('undefined');
    const store = createBrowserTokenStore();
    expect(() =>
      store.setSession({
        token: 'jwt',
        user: {
          _id: 'u1',
          email: 'a@b.co',
          mobile: '',
          designation: '',
          level: '',
          functionDepartment: '',
          role: 'user',
          name: '',
        },
      }),
    ).not.toThrow();
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});

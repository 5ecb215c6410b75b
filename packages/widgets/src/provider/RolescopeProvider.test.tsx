import {
  type ApiClient,
  ApiError,
  createBrowserTokenStore,
  TOKEN_KEY,
  USER_KEY,
  type User,
} from '@rolescope/core';
import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/useSession';
import { useStrings } from '../strings/StringsContext';
import { renderWithProviders } from '../test/renderWithProviders';
import { darkTheme, lightTheme } from '../theme/createTheme';
import { CACHE_TIME_MS, retryDelay, shouldRetry } from './queryDefaults';
import { rolescopeKey } from './queryKeys';
import { RolescopeProvider } from './RolescopeProvider';
import { useRolescope } from './useRolescope';

const user: User = {
  _id: 'u1',
  email: 'ana@example.com',
  mobile: '9876543210',
  designation: 'Engineer',
  level: 'Middle',
  functionDepartment: 'IT',
  role: 'user',
  name: 'Ana',
} as User;

const signedInStore = () => {
  const store = createBrowserTokenStore<User>();
  store.setSession({ token: 'test-token', user });
  return store;
};

function SessionProbe() {
  const { isAuthenticated, authLoading } = useSession();
  return <p>{authLoading ? 'loading' : isAuthenticated ? 'signed in' : 'signed out'}</p>;
}

function FailingQuery({ status }: { status: number }) {
  useQuery({
    queryKey: rolescopeKey('failing', status),
    queryFn: () => Promise.reject(new ApiError(status, 'Nope')),
  });
  return <SessionProbe />;
}

function FailingMutation({ status }: { status: number }) {
  const mutation = useMutation({ mutationFn: () => Promise.reject(new ApiError(status, 'Nope')) });
  return (
    <>
      <button type="button" onClick={() => mutation.mutate()}>
        Go
      </button>
      <SessionProbe />
    </>
  );
}

/** What the probes below saw, for the test to act on. */
const seen: { client?: QueryClient; session?: ReturnType<typeof useSession> } = {};

function ClientProbe() {
  seen.client = useRolescope().queryClient;
  return null;
}

function SessionHandle() {
  seen.session = useSession();
  return <SessionProbe />;
}

function Title() {
  const strings = useStrings();
  return (
    <p>
      {strings.signIn.title} / {strings.signIn.subtitle}
    </p>
  );
}

describe('<RolescopeProvider />', () => {
  it('uses the specification query defaults', () => {
    renderWithProviders(<ClientProbe />);
    const client = seen.client;
    const defaults = client?.getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(CACHE_TIME_MS);
    expect(CACHE_TIME_MS).toBe(300_000);
    expect(defaults?.retry).toBe(shouldRetry);
    expect(defaults?.retryDelay).toBe(retryDelay);
    expect(client?.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('retries up to 3 times, never on 401 or 403, backing off from 1 s to 30 s', () => {
    expect(shouldRetry(0, new ApiError(500, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'Network error'))).toBe(true);
    expect(shouldRetry(3, new ApiError(500, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'x'))).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('restores the stored session at start', async () => {
    renderWithProviders(<SessionProbe />, { tokenStore: signedInStore() });
    expect(await screen.findByText('signed in')).toBeInTheDocument();
  });

  it.each([401, 403])('signs out and goes to /login on a %i from a query', async (status) => {
    const tokenStore = signedInStore();
    const { onNavigate } = renderWithProviders(<FailingQuery status={status} />, { tokenStore });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login'));
    expect(tokenStore.getToken()).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it.each([401, 403])('signs out and goes to /login on a %i from a mutation', async (status) => {
    const tokenStore = signedInStore();
    const { onNavigate, user: u } = renderWithProviders(<FailingMutation status={status} />, {
      tokenStore,
    });
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login'));
    expect(tokenStore.getToken()).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('does not navigate on a 401 when there is no session (wrong password at sign-in)', async () => {
    const { onNavigate, user: u } = renderWithProviders(<FailingMutation status={401} />);
    await u.click(screen.getByRole('button', { name: 'Go' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('watches a host QueryClient for 401/403 too', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { onNavigate } = renderWithProviders(<FailingQuery status={403} />, {
      queryClient,
      tokenStore: signedInStore(),
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login'));
  });

  it('logout() calls the API and forgets the session', async () => {
    const logout = vi.fn().mockResolvedValue({ message: 'ok' });
    const client = { logout } as unknown as ApiClient;
    const tokenStore = signedInStore();
    renderWithProviders(<SessionHandle />, { client, tokenStore });
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    await act(() => seen.session?.logout());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(tokenStore.getToken()).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('signIn() stores the session (sessionStorage when remember is off)', async () => {
    renderWithProviders(<SessionHandle />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    act(() => seen.session?.signIn({ token: 't', user }, { remember: false }));
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('"t"');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('throws a clear error when useRolescope is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useRolescope())).toThrow(
      'useRolescope must be used inside <RolescopeProvider>',
    );
  });

  it('merges a partial localization over the English strings', () => {
    renderWithProviders(<Title />, { localization: { signIn: { title: 'Hello again' } } });
    expect(screen.getByText('Hello again / Sign in to access your dashboard.')).toBeInTheDocument();
  });

  it('renders a [data-rolescope] root with the theme and custom accent variables', () => {
    const { container, unmount } = renderWithProviders(<p>content</p>, {
      theme: lightTheme({ accentColor: '#aa0066' }),
    });
    const root = container.querySelector<HTMLElement>('[data-rolescope]');
    expect(root).not.toBeNull();
    expect(root?.className).not.toBe('');
    expect(root?.dataset.theme).toBe('light');
    expect(root?.style.getPropertyValue('--rs-color-accent')).toBe('#aa0066');
    unmount();
    const dark = render(
      <RolescopeProvider client={{} as ApiClient} theme={darkTheme()}>
        <p>content</p>
      </RolescopeProvider>,
    );
    const next = dark.container.querySelector<HTMLElement>('[data-rolescope]');
    expect(next?.dataset.theme).toBe('dark');
  });

  it('renders no style attribute on the server, whatever the theme', () => {
    const html = renderToString(
      <RolescopeProvider client={{} as ApiClient} theme={darkTheme({ accentColor: '#0a7' })}>
        <p>content</p>
      </RolescopeProvider>,
    );
    expect(html).toContain('data-rolescope');
    expect(html).not.toContain('style=');
  });
});

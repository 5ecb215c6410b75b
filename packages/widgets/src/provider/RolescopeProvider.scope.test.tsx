import { type ApiClient, ApiError, createBrowserTokenStore, type User } from '@rolescope/core';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/useSession';
import { renderWithProviders } from '../test/renderWithProviders';
import { rolescopeKey } from './queryKeys';

const user = { _id: 'u1', email: 'ana@example.com', role: 'user', name: 'Ana' } as User;
const HOST_KEY = ['host', 'profile'];

const signedInStore = () => {
  const store = createBrowserTokenStore<User>();
  store.setSession({ token: 'test-token', user });
  return store;
};

/** A host QueryClient holding one query of the host's own. */
const hostQueryClient = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(HOST_KEY, { name: 'Portal user' });
  return queryClient;
};

const seen: { session?: ReturnType<typeof useSession> } = {};

function Widget({ fail }: { fail?: number }) {
  seen.session = useSession();
  const q = useQuery({
    queryKey: rolescopeKey('probe'),
    queryFn: () => (fail ? Promise.reject(new ApiError(fail, 'Nope')) : Promise.resolve('ours')),
    enabled: seen.session.isAuthenticated,
  });
  return <p>{seen.session.isAuthenticated ? `signed in ${q.data ?? ''}` : 'signed out'}</p>;
}

function HostQuery({ status }: { status: number }) {
  useQuery({
    queryKey: ['host', 'failing'],
    queryFn: () => Promise.reject(new ApiError(status, 'Host says no')),
  });
  return null;
}

describe('RolescopeProvider with the host QueryClient', () => {
  it('logout removes Rolescope queries only, never the host one', async () => {
    const queryClient = hostQueryClient();
    const client = { logout: vi.fn().mockResolvedValue({ message: 'ok' }) } as unknown as ApiClient;
    renderWithProviders(<Widget />, { queryClient, client, tokenStore: signedInStore() });
    expect(await screen.findByText('signed in ours')).toBeInTheDocument();
    expect(queryClient.getQueryData(rolescopeKey('probe'))).toBe('ours');
    await act(() => seen.session?.logout());
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(queryClient.getQueryData(rolescopeKey('probe'))).toBeUndefined();
    expect(queryClient.getQueryData(HOST_KEY)).toEqual({ name: 'Portal user' });
  });

  it('a 401 sign-out clears Rolescope queries only', async () => {
    const queryClient = hostQueryClient();
    queryClient.setQueryData(rolescopeKey('cached'), 'old');
    const { onNavigate } = renderWithProviders(<Widget fail={401} />, {
      queryClient,
      tokenStore: signedInStore(),
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login'));
    expect(queryClient.getQueryData(rolescopeKey('cached'))).toBeUndefined();
    expect(queryClient.getQueryData(HOST_KEY)).toEqual({ name: 'Portal user' });
  });

  it("ignores the host's own failing queries", async () => {
    const queryClient = hostQueryClient();
    const tokenStore = signedInStore();
    const { onNavigate } = renderWithProviders(<HostQuery status={401} />, {
      queryClient,
      tokenStore,
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(['host', 'failing'])?.status).toBe('error'),
    );
    expect(onNavigate).not.toHaveBeenCalled();
    expect(tokenStore.getToken()).toBe('test-token');
  });
});

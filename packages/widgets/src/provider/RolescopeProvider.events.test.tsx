import { type ApiClient, ApiError, type User } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/useSession';
import { rolescopeKey } from './queryKeys';
import { RolescopeProvider } from './RolescopeProvider';

const user = { _id: 'u1', email: 'ana@example.com', role: 'user', name: 'Ana' } as User;

const seen: { session?: ReturnType<typeof useSession> } = {};
function SessionHandle() {
  seen.session = useSession();
  return <p>{seen.session.isAuthenticated ? 'signed in' : 'signed out'}</p>;
}

function Failing() {
  useQuery({
    queryKey: rolescopeKey('failing'),
    queryFn: () => Promise.reject(new ApiError(500, 'Server down')),
    retry: false,
  });
  return null;
}

describe('RolescopeProvider callbacks', () => {
  it('calls onSignedIn after a sign-in and onSignedOut after Sign Out', async () => {
    const onSignedIn = vi.fn();
    const onSignedOut = vi.fn();
    const client = { logout: vi.fn().mockResolvedValue({ message: 'ok' }) } as unknown as ApiClient;
    render(
      <RolescopeProvider client={client} onSignedIn={onSignedIn} onSignedOut={onSignedOut}>
        <SessionHandle />
      </RolescopeProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    act(() => seen.session?.signIn({ token: 't', user }));
    expect(onSignedIn).toHaveBeenCalledWith(user);
    expect(screen.getByText('signed in')).toBeInTheDocument();
    await act(() => seen.session?.logout());
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('reports a failed API call of a widget to onError', async () => {
    const onError = vi.fn();
    render(
      <RolescopeProvider client={{} as ApiClient} onError={onError}>
        <Failing />
      </RolescopeProvider>,
    );
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500, message: 'Server down' }),
      ),
    );
  });
});

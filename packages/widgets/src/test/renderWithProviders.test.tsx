import { TOKEN_KEY, USER_KEY } from '@rolescope/core';
import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rolescopeKey } from '../provider/queryKeys';
import { useRolescope } from '../provider/useRolescope';
import { useSession } from '../session/useSession';
import { setupMockApi } from './mockApi';
import { renderWithProviders } from './renderWithProviders';

setupMockApi({ seed: true });

function SignIn() {
  const { client } = useRolescope();
  const session = useSession();
  const login = useMutation({
    mutationFn: () => client.login({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
    onSuccess: (res) => session.signIn(res.data),
  });
  return (
    <>
      <button type="button" onClick={() => login.mutate()}>
        Sign In
      </button>
      <p>{session.isAuthenticated ? `Hello ${session.user?.email}` : 'Signed out'}</p>
      {login.error ? <p role="alert">{login.error.message}</p> : null}
    </>
  );
}

function Reports() {
  const { client } = useRolescope();
  const { user } = useSession();
  const reports = useQuery({
    queryKey: rolescopeKey('fetchReports', user?.email),
    queryFn: () => client.fetchUserReports({ email: user?.email ?? '', page: 1, limit: 10 }),
    enabled: Boolean(user),
  });
  return <p>{reports.data ? `${reports.data.pagination.totalReports} reports` : 'No data'}</p>;
}

describe('renderWithProviders with the mock API', () => {
  it('signs in against the real API in memory and reads the reports', async () => {
    const { user, tokenStore } = renderWithProviders(
      <>
        <SignIn />
        <Reports />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(`Hello ${MOCK_DEMO_EMAIL}`)).toBeInTheDocument();
    expect(tokenStore.getToken()).toEqual(expect.any(String));
    expect(await screen.findByText(/^\d+ reports$/)).toBeInTheDocument();
  });

  it('sends the user to /login when the API rejects the stored token', async () => {
    window.localStorage.setItem(TOKEN_KEY, JSON.stringify('not-a-valid-token'));
    window.localStorage.setItem(
      USER_KEY,
      JSON.stringify({ _id: 'x', email: MOCK_DEMO_EMAIL, mobile: '9999999999', role: 'user' }),
    );
    const { onNavigate, tokenStore } = renderWithProviders(<Reports />);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login'));
    expect(tokenStore.getToken()).toBeNull();
  });
});

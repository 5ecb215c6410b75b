import {
  createApiClient,
  createBrowserTokenStore,
  createOrganizationClient,
  type User,
} from '@rolescope/core';
import { MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD, MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../auth/UserMenu';
import { EvaluationWizard } from '../evaluation/EvaluationWizard';
import { useSession } from '../session/useSession';
import { setupMockApi, TEST_API_BASE } from '../test';
import { rolescopeKey } from './queryKeys';
import { RolescopeProvider, type RolescopeProviderProps } from './RolescopeProvider';
import { useRolescope } from './useRolescope';

// The demo user's token stands in for a client secret minted by a portal's backend: both are
// a bearer of one user that GET /v1/user/me answers for.
const { demoToken } = setupMockApi({ seed: true });

type Props = Omit<RolescopeProviderProps, 'children'>;

const renderEmbedded = (ui: ReactNode, props: Props) => {
  const onNavigate = vi.fn();
  const user = userEvent.setup();
  const result = render(
    <RolescopeProvider baseUrl={TEST_API_BASE} onNavigate={onNavigate} {...props}>
      {ui}
    </RolescopeProvider>,
  );
  return { ...result, onNavigate, user };
};

/** Every value written to either storage, as text. */
const writes = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((c) => String(c[1]));

const seen: { session?: ReturnType<typeof useSession> } = {};
function SessionHandle() {
  seen.session = useSession();
  return <p>Signed in as {seen.session.user?.email}</p>;
}

function CurrentUser() {
  const { client } = useRolescope();
  const me = useQuery({ queryKey: rolescopeKey('me'), queryFn: () => client.getCurrentUser() });
  return <p>Me: {me.data?.data.email}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<RolescopeProvider fetchClientSecret>', () => {
  it('starts the session itself: the wizard shows step 1 with the catalog, no sign-in', async () => {
    const secret = await demoToken();
    const fetchClientSecret = vi.fn(async () => secret);
    const onSignedIn = vi.fn();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { user, onNavigate } = renderEmbedded(
      <>
        <UserMenu />
        <EvaluationWizard />
      </>,
      { fetchClientSecret, onSignedIn },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Starting your session…');
    const combobox = await screen.findByRole('combobox', { name: 'Industry Category' });
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await waitFor(() => expect(combobox).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(combobox);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Technology', 'BFSI']);
    expect(screen.queryByRole('button', { name: /sign in/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(fetchClientSecret).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: MOCK_DEMO_EMAIL }));
    expect(onNavigate).not.toHaveBeenCalled();
    // The secret lives in memory only.
    expect(writes(setItem).some((value) => value.includes(secret))).toBe(false);
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        expect(storage.getItem(storage.key(i) ?? '')).not.toContain(secret);
      }
    }
  });

  it('fetches a new secret on a 401 and retries, without going to /login', async () => {
    const secret = await demoToken();
    const fetchClientSecret = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('expired-secret')
      .mockResolvedValue(secret);
    const { onNavigate } = renderEmbedded(<EvaluationWizard />, { fetchClientSecret });
    expect(await screen.findByRole('combobox', { name: 'Industry Category' })).toBeInTheDocument();
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows an alert with Retry when fetchClientSecret fails, and starts again on Retry', async () => {
    const secret = await demoToken();
    const fetchClientSecret = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('portal down'))
      .mockResolvedValue(secret);
    const onError = vi.fn();
    const { user, onNavigate } = renderEmbedded(<EvaluationWizard />, {
      fetchClientSecret,
      onError,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start your session.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'secret' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Industry Category' })).toBeInTheDocument();
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows Retry instead of a sign-in when even a new secret is refused', async () => {
    const fetchClientSecret = vi.fn(async () => 'revoked-secret');
    const { onNavigate } = renderEmbedded(<EvaluationWizard />, { fetchClientSecret });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not start your session.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('signs out in place: onSignedOut, then Start again fetches a new secret', async () => {
    // Sign Out ends the secret on the server too: the portal mints a new one each time.
    const fetchClientSecret = vi.fn(() => demoToken());
    const onSignedOut = vi.fn();
    const { user, onNavigate } = renderEmbedded(<SessionHandle />, {
      fetchClientSecret,
      onSignedOut,
    });
    expect(await screen.findByText(`Signed in as ${MOCK_DEMO_EMAIL}`)).toBeInTheDocument();
    await act(() => seen.session?.logout());
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You have signed out.');
    await user.click(
      within(status.parentElement as HTMLElement).getByRole('button', { name: 'Start again' }),
    );
    expect(await screen.findByText(`Signed in as ${MOCK_DEMO_EMAIL}`)).toBeInTheDocument();
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('works with a secret minted by POST /v1/embed/sessions with an organisation key', async () => {
    // The portal's backend: an administrator gave it an organisation API key.
    const anonymous = createApiClient({ baseUrl: TEST_API_BASE });
    const admin = await anonymous.login({ email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD });
    const asAdmin = createApiClient({ baseUrl: TEST_API_BASE, getToken: () => admin.data.token });
    const org = await asAdmin.createOrganization({
      name: 'Acme HR',
      industryCategory: 'Technology',
    });
    const key = await asAdmin.createApiKey({ id: org.data._id, body: { name: 'portal' } });
    const backend = createOrganizationClient({
      baseUrl: TEST_API_BASE,
      getToken: () => key.data.secret,
    });
    const fetchClientSecret = vi.fn(async () => {
      const session = await backend.createEmbedSession({
        externalUserId: 'emp-42',
        email: 'employee42@acme.example',
        name: 'Employee 42',
      });
      return session.data.clientSecret;
    });
    const onSignedIn = vi.fn();
    renderEmbedded(<EvaluationWizard />, { fetchClientSecret, onSignedIn });
    const combobox = await screen.findByRole('combobox', { name: 'Industry Category' });
    await waitFor(() => expect(combobox).not.toHaveAttribute('aria-disabled', 'true'));
    expect(onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'employee42@acme.example' }),
    );
    expect(fetchClientSecret).toHaveBeenCalledTimes(1);
  });

  it('without fetchClientSecret, builds a token client from baseUrl and the stored session', async () => {
    const token = await demoToken();
    createBrowserTokenStore<User>().setSession({
      token,
      user: { _id: 'x', email: MOCK_DEMO_EMAIL, role: 'user' } as User,
    });
    renderEmbedded(<CurrentUser />, {});
    expect(await screen.findByText(`Me: ${MOCK_DEMO_EMAIL}`)).toBeInTheDocument();
  });
});

import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { signedInAdmin, type TestAdmin } from '../AdminArea/testAdminSession';
import { JoinOrganization } from './JoinOrganization';

const DAY_MS = 24 * 60 * 60 * 1000;
let offset = 0;
const api = setupMockApi({ seed: true, clock: { now: () => new Date(Date.now() + offset) } });

let admin: TestAdmin;
let organization: { _id: string; name: string };

beforeAll(async () => {
  admin = await signedInAdmin();
  organization = await admin.newOrganization('Joined Org');
});

/** A new invitation of the demo user into the organisation (what the admin's link carries). */
const invite = async (body: Record<string, unknown> = {}) => {
  const created = await admin.call(
    'POST',
    `/v1/admin/organizations/${organization._id}/invitations`,
    {
      email: MOCK_DEMO_EMAIL,
      ...body,
    },
  );
  return (created.body.data as { token: string }).token;
};

const joinButton = () =>
  screen.findByRole('button', { name: 'Join organisation' }, { timeout: 5000 });

describe('<JoinOrganization />', { timeout: 30_000 }, () => {
  it('signed in: confirms, joins and links to the dashboard', async () => {
    const token = await invite();
    await signInDemoOn(api);
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<JoinOrganization token={token} />, { onNavigate });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Join ${organization.name}` }),
    ).toBeVisible();

    await user.click(await joinButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome to ${organization.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`You joined ${organization.name}.`);
    const dashboard = screen.getByRole('link', { name: 'Go to the dashboard' });
    expect(dashboard).toHaveAttribute('href', '/user-dashboard');
    await user.click(dashboard);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/user-dashboard');
  });

  it('signed out: the sign-in panel, then the invitation is accepted', async () => {
    const token = await invite();
    window.localStorage.clear();
    const { user } = renderWithProviders(<JoinOrganization token={token} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `You are invited to join ${organization.name}`,
      }),
    ).toBeInTheDocument();
    const panel = await screen.findByRole('complementary', { name: 'Welcome Back' });
    await user.type(within(panel).getByLabelText(/Email Address/), MOCK_DEMO_EMAIL);
    await user.type(within(panel).getByLabelText(/^Password/), MOCK_DEMO_PASSWORD);
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Welcome to ${organization.name}` },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
  });

  it('a used invitation: says so before anyone joins', async () => {
    const token = await invite();
    const { token: session } = await signInDemoOn(api);
    await fetch('http://localhost/api/v1/user/organization/join', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      body: JSON.stringify({ token }),
    });
    renderWithProviders(<JoinOrganization token={token} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has already been used',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
  });

  it('an expired invitation: says so', async () => {
    const token = await invite({ expiresInDays: 1 });
    offset = 2 * DAY_MS;
    try {
      await signInDemoOn(api);
      renderWithProviders(<JoinOrganization token={token} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This invitation has expired. Ask for a new one.',
      );
      expect(screen.queryByRole('button', { name: 'Join organisation' })).toBeNull();
    } finally {
      offset = 0;
    }
  });

  it('an unknown token: says so', async () => {
    await signInDemoOn(api);
    renderWithProviders(<JoinOrganization token="rs_inv_not-a-real-token" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid');
  });

  it('no token at all: the link is not valid, without calling the API', () => {
    renderWithProviders(<JoinOrganization token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid');
    expect(screen.queryByRole('button', { name: 'Join organisation' })).toBeNull();
  });
});

import { createBrowserTokenStore, USER_KEY, type User } from '@rolescope/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyDialogPanel } from '../../primitives/Dialog/lazyDialogPanel';
import { renderWithProviders, setupMockApi } from '../../test';
import { UserMenu } from './UserMenu';

const { demoToken } = setupMockApi({ seed: true });

const demoUser: User = {
  _id: 'u1',
  email: 'demo@rolescope.app',
  mobile: '9876543210',
  designation: 'Engineer',
  level: 'Senior',
  functionDepartment: 'Engineering',
  role: 'user',
  name: 'Demo User',
};

const signedIn = async (user: Partial<User> = {}) => {
  const tokenStore = createBrowserTokenStore<User>();
  tokenStore.setSession({ token: await demoToken(), user: { ...demoUser, ...user } });
  return tokenStore;
};

const trigger = () => screen.getByRole('button', { name: /Account menu/ });

describe('<UserMenu />', () => {
  it("shows the name's initials, else the first two letters of the e-mail, else U", async () => {
    const first = renderWithProviders(<UserMenu />, { tokenStore: await signedIn() });
    await waitFor(() => expect(trigger()).toHaveTextContent('DU'));
    first.unmount();
    const second = renderWithProviders(<UserMenu />, {
      tokenStore: await signedIn({ name: '' }),
    });
    await waitFor(() => expect(trigger()).toHaveTextContent('DE'));
    second.unmount();
    window.localStorage.clear();
    renderWithProviders(<UserMenu />);
    expect(trigger()).toHaveTextContent('U');
  });

  it('names the avatar button by its visible initials, then the menu and the user', async () => {
    const { unmount } = renderWithProviders(<UserMenu />, {
      tokenStore: await signedIn({ name: 'Asha Sharma' }),
    });
    expect(
      await screen.findByRole('button', { name: 'AS — Account menu, Asha Sharma' }),
    ).toHaveTextContent(/^AS$/);
    unmount();
    renderWithProviders(<UserMenu />, { tokenStore: await signedIn({ name: '' }) });
    expect(
      await screen.findByRole('button', { name: 'DE — Account menu, demo' }),
    ).toBeInTheDocument();
  });

  it('opens a panel with the name, e-mail and Online, and closes with Escape', async () => {
    const { user } = renderWithProviders(<UserMenu />, { tokenStore: await signedIn() });
    const dialogCode = vi.spyOn(LazyDialogPanel, 'preload');
    await user.click(trigger());
    // Profile and Sign Out open dialogs: their code starts loading with the menu.
    expect(dialogCode).toHaveBeenCalled();
    const panel = await screen.findByRole('dialog', { name: 'Demo User' });
    expect(panel).toHaveTextContent('demo@rolescope.app');
    expect(within(panel).getByText('Online')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on a press outside it and when focus leaves it, not on a press inside', async () => {
    const { user } = renderWithProviders(
      <>
        <UserMenu />
        <button type="button">Elsewhere</button>
      </>,
      { tokenStore: await signedIn() },
    );
    await user.click(trigger());
    await user.click(within(screen.getByRole('dialog')).getByText('Online'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens by keyboard and names a user without a name by the e-mail's local part", async () => {
    const { user } = renderWithProviders(<UserMenu />, {
      tokenStore: await signedIn({ name: '' }),
    });
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'demo' })).toBeInTheDocument();
  });

  it('edits the name in the profile: the avatar and the name change at once and are stored', async () => {
    const tokenStore = await signedIn();
    const { user } = renderWithProviders(<UserMenu />, { tokenStore });
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const field = within(dialog).getByRole('textbox', { name: 'Full Name' });
    expect(field).toHaveValue('Demo User');
    await user.clear(field);
    await user.type(field, '  Asha Sharma ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());
    expect(screen.getByRole('button', { name: 'AS — Account menu, Asha Sharma' })).toHaveFocus();
    expect(tokenStore.getUser()?.name).toBe('Asha Sharma');
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? '{}').name).toBe('Asha Sharma');
    await user.click(trigger());
    expect(await screen.findByRole('dialog', { name: 'Asha Sharma' })).toBeInTheDocument();
  });

  it('Cancel closes the profile without saving and returns focus to the avatar', async () => {
    const tokenStore = await signedIn();
    const { user } = renderWithProviders(<UserMenu />, { tokenStore });
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Full Name' }), ' Changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());
    expect(trigger()).toHaveFocus();
    expect(tokenStore.getUser()?.name).toBe('Demo User');
  });

  it('offers Theme: Light / Dark / System when the host lets widgets change it', async () => {
    const onColorSchemeChange = vi.fn();
    const { user } = renderWithProviders(<UserMenu />, {
      tokenStore: await signedIn(),
      colorScheme: 'system',
      onColorSchemeChange,
    });
    await user.click(trigger());
    const panel = await screen.findByRole('dialog', { name: 'Demo User' });
    const theme = within(panel).getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(onColorSchemeChange).toHaveBeenCalledWith('dark');
  });

  it('has no Theme choice when the host keeps the scheme fixed', async () => {
    const { user } = renderWithProviders(<UserMenu />, { tokenStore: await signedIn() });
    await user.click(trigger());
    await screen.findByRole('dialog', { name: 'Demo User' });
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
  });

  it('goes to /reports-history with View History', async () => {
    const { user, onNavigate } = renderWithProviders(<UserMenu />, {
      tokenStore: await signedIn(),
    });
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'View History' }));
    expect(onNavigate).toHaveBeenCalledWith('/reports-history', undefined);
  });

  it('asks before logging out; an outside click does not dismiss it; No keeps the session', async () => {
    const tokenStore = await signedIn();
    const { user, onNavigate } = renderWithProviders(<UserMenu />, { tokenStore });
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log Out' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out of your account?');
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('alertdialog', { name: 'Log Out' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(tokenStore.getToken()).not.toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('Yes logs out and goes to /login', async () => {
    const tokenStore = await signedIn();
    const { user, onNavigate } = renderWithProviders(<UserMenu />, { tokenStore });
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login', undefined));
    expect(tokenStore.getToken()).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(trigger()).toHaveTextContent('U');
  });

  it('calls onSignedOut and onViewHistory when given', async () => {
    const onSignedOut = vi.fn();
    const onViewHistory = vi.fn();
    const { user, onNavigate } = renderWithProviders(
      <UserMenu onSignedOut={onSignedOut} onViewHistory={onViewHistory} />,
      { tokenStore: await signedIn() },
    );
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'View History' }));
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(onViewHistory).toHaveBeenCalledOnce();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

import { createBrowserTokenStore, type User } from '@rolescope/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { type HeldPart, heldPart } from '../../test/heldPart';
import { UserMenu } from './UserMenu';
import { UserMenuPanel } from './UserMenuPanel';

// The part, held back per test (test/heldPart.ts).
const part = vi.hoisted(() => ({ held: undefined as unknown as HeldPart }));
vi.mock('./lazyPanel', () => ({
  get LazyUserMenuPanel() {
    return part.held.part;
  },
}));
let load: () => Promise<void>;
beforeEach(() => {
  part.held = heldPart(UserMenuPanel);
  load = part.held.release;
});

const { demoToken } = setupMockApi({ seed: true });

const signedIn = async () => {
  const tokenStore = createBrowserTokenStore<User>();
  tokenStore.setSession({
    token: await demoToken(),
    user: { _id: 'u1', email: 'demo@rolescope.app', role: 'user', name: 'Demo User' } as User,
  });
  return tokenStore;
};

const trigger = () => screen.getByRole('button', { name: /Account menu/ });

describe('<UserMenu /> before its panel has loaded', () => {
  it('loads the panel when the pointer comes to the avatar, with the same button and ARIA', async () => {
    renderWithProviders(<UserMenu />, { tokenStore: await signedIn() });
    const button = trigger();
    expect(part.held.load).toHaveBeenCalledTimes(0);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(button);
    expect(part.held.load).toHaveBeenCalledTimes(1);
    await load();
    expect(trigger()).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a click before the load: "Loading..." after a while, then the panel', async () => {
    const { user } = renderWithProviders(<UserMenu />, { tokenStore: await signedIn() });
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await load();
    const panel = await screen.findByRole('dialog', { name: 'Demo User' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('shows no loading state for a fast load', async () => {
    const { user } = renderWithProviders(<UserMenu />, { tokenStore: await signedIn() });
    await user.click(trigger());
    await load();
    expect(await screen.findByRole('dialog', { name: 'Demo User' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays closed after the load when a second click closed it meanwhile', async () => {
    const { user } = renderWithProviders(<UserMenu />, { tokenStore: await signedIn() });
    await user.click(trigger());
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await load();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

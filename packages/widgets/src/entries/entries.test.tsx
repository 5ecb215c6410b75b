import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../test';

setupMockApi();
// A fresh module graph loads the lazy views from source: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Each entry registers the default texts its widgets read; the test setup registers them all,
 * so these tests load the entry into a fresh module graph (an empty registry) as a host that
 * imports only that entry would.
 */
const loadFresh = async () => {
  vi.resetModules();
  const entry = await import('./authPanel');
  const provider = await import('./provider');
  const { renderWithProviders } = await import('../test/renderWithProviders');
  return { ...entry, ...provider, renderWithProviders };
};

describe('@rolescope/widgets/auth-panel', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('registers every text of the sign-in, sign-up (terms dialog included) and forgot views', async () => {
    const { AuthPanel, renderWithProviders } = await loadFresh();
    const { user } = renderWithProviders(<AuthPanel defaultView="login" />);
    const panel = (name: string) => screen.getByRole('complementary', { name });

    expect(within(panel('Welcome Back')).getByLabelText(/^Email/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create New Account' }));
    await user.click(
      await within(panel('Create Your Free Account')).findByRole('button', {
        name: 'Terms and Privacy Policy',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Terms and Privacy Policy' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(
      within(panel('Welcome Back')).getByRole('button', { name: 'Forgot password' }),
    );
    expect(
      await within(panel('Forgot Password')).findByRole('button', { name: 'Send Reset Link' }),
    ).toBeInTheDocument();
  });

  it('shows a polite loading status while a view loads', async () => {
    const { AuthPanel, renderWithProviders } = await loadFresh();
    renderWithProviders(<AuthPanel defaultView="forgot" />);
    const panel = screen.getByRole('complementary', { name: 'Forgot Password' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await within(panel).findByRole('button', { name: 'Send Reset Link' }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).toBeNull();
  });
});

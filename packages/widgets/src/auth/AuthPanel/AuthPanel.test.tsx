import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { AuthPanel } from './AuthPanel';

setupMockApi();

afterEach(() => {
  vi.useRealTimers();
});

const panel = (name: string) => screen.getByRole('complementary', { name });

describe('<AuthPanel />', () => {
  it('starts closed with the branding panel: six claims, dots and Sign In to Continue', () => {
    renderWithProviders(<AuthPanel />);
    expect(screen.queryByRole('complementary')).toBeNull();
    const carousel = screen.getByRole('region', { name: 'Why Rolescope' });
    expect(within(carousel).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(6);
    expect(within(carousel).getByText('Over 480k roles studied')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In to Continue' })).toBeInTheDocument();
  });

  it('advances the claims every 6 seconds', () => {
    vi.useFakeTimers();
    renderWithProviders(<AuthPanel />);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('2000+ companies')).toBeVisible();
  });

  it('can hide the Sign In to Continue button', () => {
    renderWithProviders(<AuthPanel showSignInButton={false} />);
    expect(screen.queryByRole('button', { name: 'Sign In to Continue' })).toBeNull();
  });

  it('opens the sign-in panel, switches views by its links and closes back to the opener', async () => {
    const onViewChange = vi.fn();
    const { user } = renderWithProviders(<AuthPanel onViewChange={onViewChange} />);
    const opener = screen.getByRole('button', { name: 'Sign In to Continue' });
    await user.click(opener);
    expect(panel('Welcome Back')).toHaveFocus();
    expect(onViewChange).toHaveBeenLastCalledWith('login');

    await user.click(screen.getByRole('link', { name: 'Create New Account' }));
    expect(
      within(panel('Create Your Free Account')).getByRole('heading', {
        name: 'Create Your Free Account',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(
      within(panel('Welcome Back')).getByRole('button', { name: 'Forgot password' }),
    );
    expect(
      within(panel('Forgot Password')).getByRole('button', { name: 'Send Reset Link' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(panel('Welcome Back')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onViewChange).toHaveBeenLastCalledWith('closed');
  });

  it('keeps what was typed when closed and opened again', async () => {
    const { user } = renderWithProviders(<AuthPanel />);
    await user.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    const email = within(panel('Welcome Back')).getByRole('textbox', { name: 'Email Address' });
    await user.type(email, 'someone@example.com');
    await user.click(within(panel('Welcome Back')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    expect(
      within(panel('Welcome Back')).getByRole('textbox', { name: 'Email Address' }),
    ).toHaveValue('someone@example.com');
  });

  it('closes with Escape', async () => {
    const { user } = renderWithProviders(<AuthPanel defaultView="signup" />);
    expect(panel('Create Your Free Account')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Email/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('follows a controlled view', async () => {
    const onViewChange = vi.fn();
    const { user } = renderWithProviders(<AuthPanel view="forgot" onViewChange={onViewChange} />);
    expect(panel('Forgot Password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onViewChange).toHaveBeenCalledWith('closed');
    expect(panel('Forgot Password')).toBeInTheDocument();
  });
});

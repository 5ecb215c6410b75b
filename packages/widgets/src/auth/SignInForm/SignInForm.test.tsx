import { TOKEN_KEY, USER_KEY } from '@rolescope/core';
import {
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_DEMO_EMAIL,
  MOCK_DEMO_PASSWORD,
} from '@rolescope/server/mock';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { findToast } from '../shared/testUtils';
import { SIGN_IN_REDIRECT_MS, SignInForm } from './SignInForm';

const { server } = setupMockApi({ seed: true });

const fill = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password: string,
) => {
  if (email) await user.type(screen.getByLabelText(/Email Address/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
};

const submit = () => screen.getByRole('button', { name: 'Sign In' });

describe('<SignInForm />', () => {
  it('shows the headline, subtitle, fields and Remember me switched on', () => {
    renderWithProviders(<SignInForm />);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your dashboard.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('switch', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByText('New to the product')).toBeInTheDocument();
  });

  it('shows/hides the password', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
  });

  it('shows the required errors together and sends nothing', async () => {
    const { user, onNavigate } = renderWithProviders(<SignInForm />);
    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows every failing format and password rule at once', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    await fill(user, 'not-an-email', 'abc');
    await user.click(submit());
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    for (const message of [
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Password must contain at least one lowercase letter')).toBeNull();
  });

  it('asks for a lowercase letter', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    await fill(user, 'a@b.co', 'ABCDEFG1!');
    await user.click(submit());
    expect(
      await screen.findByText('Password must contain at least one lowercase letter'),
    ).toBeInTheDocument();
  });

  it('clears a field error and the general error when the field is edited', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    await fill(user, MOCK_DEMO_EMAIL, 'Wrong@12345');
    await user.click(submit());
    expect(
      await screen.findByText('Invalid email or password', {
        selector: 'p[role="alert"]:not([data-toast-id])',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('Invalid email or password', { selector: 'form p' })).toBeNull();

    await user.clear(screen.getByLabelText(/Email Address/));
    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), 'a');
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('shows the server message inline and in a destructive "Login failed" toast', async () => {
    const { user, onNavigate, tokenStore } = renderWithProviders(<SignInForm />);
    await fill(user, MOCK_DEMO_EMAIL, 'Wrong@12345');
    await user.click(submit());
    const toast = await findToast('Login failed', 'alert');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(
      screen.getByText('Invalid email or password', { selector: 'form p' }),
    ).toBeInTheDocument();
    expect(tokenStore.getToken()).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('without a server answer says Login failed inline and An error occurred in the toast', async () => {
    server.use(http.post('*/api/v1/survey/login', () => HttpResponse.error()));
    const { user } = renderWithProviders(<SignInForm />);
    await fill(user, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await user.click(submit());
    const toast = await findToast('Login failed', 'alert');
    expect(toast).toHaveTextContent('Login failedAn error occurred');
    expect(screen.getByText('Login failed', { selector: 'form p' })).toBeInTheDocument();
  });

  it('with an empty error body (no message from the server) the toast says An error occurred', async () => {
    server.use(http.post('*/api/v1/survey/login', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderWithProviders(<SignInForm />);
    await fill(user, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await user.click(submit());
    const toast = await findToast('Login failed', 'alert');
    expect(toast).toHaveTextContent('Login failedAn error occurred');
    expect(toast).not.toHaveTextContent('Internal Server Error');
  });

  it('reads Validating... while checking and Signing in... while pending', async () => {
    server.use(http.post('*/api/v1/survey/login', () => delay('infinite')));
    const { user } = renderWithProviders(<SignInForm />);
    await fill(user, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    fireEvent.click(submit());
    expect(screen.getByRole('button', { name: 'Validating...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('signs in, remembers the session in localStorage and goes on after 500 ms', async () => {
    const calls: number[] = [];
    const onNavigate = vi.fn(() => {
      calls.push(Date.now());
    });
    const { user } = renderWithProviders(<SignInForm />, { onNavigate });
    await fill(user, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await user.click(submit());
    const toast = await findToast('Login successful');
    const shownAt = Date.now();
    expect(toast).toHaveTextContent('Redirecting...');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(TOKEN_KEY) ?? 'null')).toEqual(
      expect.any(String),
    );
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? '{}').email).toBe(MOCK_DEMO_EMAIL);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith('/competency-evaluation', undefined),
    );
    expect((calls[0] ?? 0) - shownAt).toBeGreaterThanOrEqual(SIGN_IN_REDIRECT_MS - 100);
  });

  it('keeps the session in sessionStorage when Remember me is off', async () => {
    const { user, onNavigate } = renderWithProviders(<SignInForm />);
    await user.click(screen.getByRole('switch', { name: 'Remember me' }));
    await fill(user, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await user.click(submit());
    await waitFor(() => expect(onNavigate).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(window.sessionStorage.getItem(USER_KEY)).not.toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('sends an admin to /super-admin after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, onNavigate } = renderWithProviders(<SignInForm />);
      await fill(user, MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD);
      await user.click(submit());
      await findToast('Login successful');
      expect(onNavigate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(SIGN_IN_REDIRECT_MS);
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/super-admin', undefined));
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls onSignedIn with the result instead of navigating', async () => {
    const onSignedIn = vi.fn();
    const { user, onNavigate } = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await fill(user, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await user.click(submit());
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ role: 'user', token: expect.any(String) }),
      ),
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('links to the forgot-password and sign-up pages, or calls the callbacks', async () => {
    const { user, onNavigate, unmount } = renderWithProviders(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    expect(onNavigate).toHaveBeenCalledWith('/forgot-password', undefined);
    const createAccount = screen.getByRole('link', { name: 'Create New Account' });
    expect(createAccount).toHaveAttribute('href', '/signup');
    // A plain click navigates through the provider, without the browser following the href.
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    createAccount.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/signup', { from: 'auth' });
    unmount();

    const onForgotPassword = vi.fn();
    const onCreateAccount = vi.fn();
    const second = renderWithProviders(
      <SignInForm onForgotPassword={onForgotPassword} onCreateAccount={onCreateAccount} />,
    );
    await second.user.click(screen.getByRole('button', { name: 'Forgot password' }));
    await second.user.click(screen.getByRole('link', { name: 'Create New Account' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
    expect(onCreateAccount).toHaveBeenCalledOnce();
    expect(second.onNavigate).not.toHaveBeenCalled();
  });

  it('leaves a modified click on Create New Account to the browser (new tab, window)', () => {
    const onCreateAccount = vi.fn();
    const { onNavigate } = renderWithProviders(<SignInForm onCreateAccount={onCreateAccount} />);
    const createAccount = screen.getByRole('link', { name: 'Create New Account' });
    // Record whether the widget let the browser follow the link, then stop jsdom from trying to.
    const letThrough: boolean[] = [];
    const record = (event: Event) => {
      letThrough.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      for (const init of [
        { ctrlKey: true },
        { metaKey: true },
        { shiftKey: true },
        { button: 1 },
      ]) {
        createAccount.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, ...init }),
        );
      }
    } finally {
      window.removeEventListener('click', record);
    }
    expect(letThrough).toEqual([true, true, true, true]);
    expect(onCreateAccount).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('moves the focus to the first invalid field on submit', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveFocus();
  });

  it('keeps what was typed after a rejected sign-in', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    await fill(user, MOCK_DEMO_EMAIL, 'Wrong@12345');
    await user.click(submit());
    await findToast('Login failed', 'alert');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue(MOCK_DEMO_EMAIL);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Wrong@12345');
  });
});

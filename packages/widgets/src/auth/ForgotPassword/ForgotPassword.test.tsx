import { lastResetTokenSentTo, MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { findToast } from '../shared/testUtils';
import { ForgotPassword } from './ForgotPassword';

const { server, mailer } = setupMockApi({ seed: true });

const email = () => screen.getByLabelText(/Email Address/);

describe('<ForgotPassword />', () => {
  it('labels its button by variant', () => {
    const { unmount } = renderWithProviders(<ForgotPassword variant="panel" />);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ForgotPassword variant="page" />);
    expect(screen.getByRole('button', { name: 'Send Password Reset Email' })).toBeInTheDocument();
  });

  it('requires a well-formed e-mail', async () => {
    const { user } = renderWithProviders(<ForgotPassword />);
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(email(), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends the e-mail and shows the green toast', async () => {
    const { user } = renderWithProviders(<ForgotPassword variant="panel" />);
    await user.type(email(), MOCK_DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = await findToast('Password reset email sent');
    expect(toast).toHaveTextContent('Check your email for password reset instructions');
    await waitFor(() => expect(lastResetTokenSentTo(mailer, MOCK_DEMO_EMAIL)).toBeTruthy());
  });

  it('reads Sending... while pending', async () => {
    server.use(http.post('*/api/v1/survey/forgot-password', () => delay('infinite')));
    const { user } = renderWithProviders(<ForgotPassword variant="panel" />);
    await user.type(email(), MOCK_DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeInTheDocument();
  });

  it('panel: toasts "Failed to send reset email" with the server message', async () => {
    server.use(
      http.post('*/api/v1/survey/forgot-password', () =>
        HttpResponse.json({ message: 'Mail is down' }, { status: 503 }),
      ),
    );
    const { user } = renderWithProviders(<ForgotPassword variant="panel" />);
    await user.type(email(), MOCK_DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await findToast('Failed to send reset email', 'alert')).toHaveTextContent(
      'Mail is down',
    );
  });

  it('panel: falls back to the generic message', async () => {
    server.use(http.post('*/api/v1/survey/forgot-password', () => HttpResponse.error()));
    const { user } = renderWithProviders(<ForgotPassword variant="panel" />);
    await user.type(email(), MOCK_DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await findToast('Failed to send reset email', 'alert')).toHaveTextContent(
      'Failed to process forgot password request. Please try again.',
    );
  });

  it('page: shows the server message inline', async () => {
    server.use(
      http.post('*/api/v1/survey/forgot-password', () =>
        HttpResponse.json({ message: 'Mail is down' }, { status: 503 }),
      ),
    );
    const { user } = renderWithProviders(<ForgotPassword variant="page" />);
    await user.type(email(), MOCK_DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail is down');
  });

  it('page: falls back to "An unexpected error occurred. Please try again."', async () => {
    server.use(http.post('*/api/v1/survey/forgot-password', () => HttpResponse.error()));
    const { user } = renderWithProviders(<ForgotPassword variant="page" />);
    await user.type(email(), MOCK_DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('goes back to sign-in', async () => {
    const onBackToSignIn = vi.fn();
    const { user, unmount, onNavigate } = renderWithProviders(<ForgotPassword />);
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(onNavigate).toHaveBeenCalledWith('/login', undefined);
    unmount();
    renderWithProviders(<ForgotPassword onBackToSignIn={onBackToSignIn} />);
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(onBackToSignIn).toHaveBeenCalledOnce();
  });

  it('focuses the e-mail when it is invalid and keeps it after a failure', async () => {
    server.use(
      http.post('*/api/v1/survey/forgot-password', () =>
        HttpResponse.json({ message: 'Mail is down' }, { status: 503 }),
      ),
    );
    const { user } = renderWithProviders(<ForgotPassword variant="page" />);
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    await user.type(email(), MOCK_DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail is down');
    expect(email()).toHaveValue(MOCK_DEMO_EMAIL);
  });
});

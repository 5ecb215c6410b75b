import { lastResetTokenSentTo, MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi, TEST_API_BASE } from '../../test';
import { ResetPassword } from './ResetPassword';

const { server, mailer } = setupMockApi({ seed: true });

const newPassword = () => screen.getByLabelText(/^New Password/);
const confirm = () => screen.getByLabelText(/^Confirm Password/);
const change = () => screen.getByRole('button', { name: 'Change Password' });

describe('<ResetPassword />', () => {
  it('checks the password rules, the confirmation and the match', async () => {
    const { user } = renderWithProviders(<ResetPassword token="t" />);
    await user.click(change());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await user.type(newPassword(), 'short');
    await user.type(confirm(), 'other');
    await user.click(change());
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('changes the password with the e-mailed token and goes to /password-success', async () => {
    await fetch(`${TEST_API_BASE}/v1/survey/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MOCK_DEMO_EMAIL }),
    });
    await waitFor(() => expect(lastResetTokenSentTo(mailer, MOCK_DEMO_EMAIL)).toBeTruthy());
    const token = lastResetTokenSentTo(mailer, MOCK_DEMO_EMAIL);
    const { user, onNavigate } = renderWithProviders(<ResetPassword token={token} />);
    await user.type(newPassword(), 'Brand@New123');
    await user.type(confirm(), 'Brand@New123');
    await user.click(change());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/password-success', undefined));
  });

  it('shows the server message inline on failure', async () => {
    const onReset = vi.fn();
    const { user } = renderWithProviders(<ResetPassword token="expired" onReset={onReset} />);
    await user.type(newPassword(), 'Brand@New123');
    await user.type(confirm(), 'Brand@New123');
    await user.click(change());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reset link is invalid or has expired',
    );
    expect(screen.getByRole('button', { name: 'Request a new reset link' })).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to reset password. Please try again."', async () => {
    server.use(http.post('*/api/v1/survey/reset-password', () => HttpResponse.error()));
    const { user } = renderWithProviders(<ResetPassword token="t" />);
    await user.type(newPassword(), 'Brand@New123');
    await user.type(confirm(), 'Brand@New123');
    await user.click(change());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });

  it('without a token, says so and links to a new request', async () => {
    const { user, onNavigate } = renderWithProviders(<ResetPassword token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is missing its token or is incomplete.',
    );
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    expect(onNavigate).toHaveBeenCalledWith('/forgot-password', undefined);
  });

  it('focuses the first invalid field and keeps both passwords after a failure', async () => {
    const { user } = renderWithProviders(<ResetPassword token="expired" />);
    await user.type(confirm(), 'Brand@New123');
    await user.click(change());
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(newPassword()).toHaveFocus();
    await user.type(newPassword(), 'Brand@New123');
    await user.click(change());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reset link is invalid or has expired',
    );
    expect(newPassword()).toHaveValue('Brand@New123');
    expect(confirm()).toHaveValue('Brand@New123');
  });
});

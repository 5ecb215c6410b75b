import type { Registration } from '@rolescope/core';
import { lastCodeSentTo } from '@rolescope/server/mock';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi, TEST_API_BASE } from '../../test';
import { findToast } from '../shared/testUtils';
import { VerifyOtp } from './VerifyOtp';

const { server, mailer } = setupMockApi();

const registration: Registration = {
  email: 'otp.person@example.com',
  password: 'Strong@123',
  mobile: '9111111111',
  designation: 'Analyst',
  level: 'Junior',
  functionDepartment: 'Finance',
};

const startRegistration = async (r: Registration) => {
  const res = await fetch(`${TEST_API_BASE}/v1/survey/initiate-registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(r),
  });
  expect(res.status).toBe(200);
};

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const verify = () => screen.getByRole('button', { name: 'Verify' });
const resend = () => screen.getByRole('button', { name: 'Resend OTP' });

afterEach(() => {
  vi.useRealTimers();
});

describe('<VerifyOtp />', () => {
  it('shows six boxes, the countdown and a disabled Resend OTP', () => {
    renderWithProviders(<VerifyOtp registration={registration} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByText('You can resend OTP in 60 seconds')).toBeInTheDocument();
    expect(resend()).toBeDisabled();
  });

  it('counts down each second and enables Resend OTP at 0', () => {
    vi.useFakeTimers();
    renderWithProviders(<VerifyOtp registration={registration} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('You can resend OTP in 59 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByText('You can resend OTP in 1 seconds')).toBeInTheDocument();
    expect(resend()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/You can resend OTP in/)).toBeNull();
    expect(resend()).toBeEnabled();
  });

  it('asks for the OTP, then for 6 digits', async () => {
    const { user } = renderWithProviders(<VerifyOtp registration={registration} />);
    await user.click(verify());
    expect(screen.getByText('Please enter the OTP')).toBeInTheDocument();
    await user.type(digit(1), '123');
    expect(screen.queryByText('Please enter the OTP')).toBeNull();
    await user.click(verify());
    expect(screen.getByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a destructive "Error" toast with the message of a failed verification', async () => {
    await startRegistration({ ...registration, email: 'wrong.code@example.com' });
    const { user, onNavigate } = renderWithProviders(
      <VerifyOtp registration={{ ...registration, email: 'wrong.code@example.com' }} />,
    );
    await user.type(digit(1), '000000');
    await user.click(verify());
    const toast = await findToast('Error', 'alert');
    expect(toast).toHaveTextContent('Invalid OTP');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('joins the errors of a failed verification', async () => {
    server.use(
      http.post('*/api/v1/survey/verify-otp', () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: { otp: 'OTP must be 6 digits', email: 'Bad' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<VerifyOtp registration={registration} />);
    await user.type(digit(1), '123456');
    await user.click(verify());
    const toast = await findToast('Error', 'alert');
    expect(toast).toHaveTextContent('OTP must be 6 digits, Bad');
  });

  it('resends with email, password and mobile only, then restarts at 60', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: unknown;
    server.use(
      http.post('*/api/v1/survey/initiate-registration', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'A new OTP has been sent to your email address.' });
      }),
    );
    const { user } = renderWithProviders(<VerifyOtp registration={registration} />);
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resend());
    const toast = await findToast('OTP resent successfully');
    expect(toast).toHaveTextContent('A new OTP has been sent to your email address.');
    expect(sent).toEqual({
      email: registration.email,
      password: registration.password,
      mobile: registration.mobile,
    });
    expect(screen.getByText('You can resend OTP in 60 seconds')).toBeInTheDocument();
    expect(resend()).toBeDisabled();
  });

  it('shows "Failed to resend OTP" with the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post('*/api/v1/survey/initiate-registration', () =>
        HttpResponse.json({ message: 'Please wait before requesting a new OTP' }, { status: 429 }),
      ),
    );
    const { user } = renderWithProviders(<VerifyOtp registration={registration} />);
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resend());
    const toast = await findToast('Failed to resend OTP', 'alert');
    expect(toast).toHaveTextContent('Please wait before requesting a new OTP');
    expect(resend()).toBeEnabled();
  });

  it('falls back to "Please try again later" without a server answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post('*/api/v1/survey/initiate-registration', () => HttpResponse.error()));
    const { user } = renderWithProviders(<VerifyOtp registration={registration} />);
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resend());
    const toast = await findToast('Failed to resend OTP', 'alert');
    expect(toast).toHaveTextContent('Please try again later');
  });

  it('verifies the e-mailed code, toasts "User Registered Successfully" and goes to /login', async () => {
    const r = { ...registration, email: 'verified.person@example.com', mobile: '9222222222' };
    await startRegistration(r);
    const code = lastCodeSentTo(mailer, r.email) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const { user, onNavigate } = renderWithProviders(<VerifyOtp registration={r} />);
    await user.click(digit(1));
    await user.paste(code);
    await user.click(verify());
    await findToast('User Registered Successfully');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login', undefined));
  });

  it('calls onVerified instead of navigating', async () => {
    server.use(
      http.post('*/api/v1/survey/verify-otp', () =>
        HttpResponse.json({
          data: {
            user: {
              _id: '1',
              email: 'a@b.co',
              mobile: '9',
              designation: 'd',
              level: 'Top',
              functionDepartment: 'f',
              role: 'user',
              name: 'A',
            },
          },
        }),
      ),
    );
    const onVerified = vi.fn();
    const { user, onNavigate } = renderWithProviders(
      <VerifyOtp registration={registration} onVerified={onVerified} />,
    );
    await user.type(digit(1), '123456');
    await user.click(verify());
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('without registration data, says so and offers to sign up', async () => {
    const { user, onNavigate } = renderWithProviders(<VerifyOtp />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no registration to verify. Please sign up first.',
    );
    await user.click(screen.getByRole('button', { name: 'Create New Account' }));
    expect(onNavigate).toHaveBeenCalledWith('/signup', undefined);
  });

  it('shows the server message for the code on the boxes and keeps the code typed', async () => {
    server.use(
      http.post('*/api/v1/survey/verify-otp', () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: { otp: 'OTP has expired' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<VerifyOtp registration={registration} />);
    await user.type(digit(1), '123456');
    await user.click(verify());
    await findToast('Error', 'alert');
    expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('OTP has expired', { selector: 'form p' })).toBeInTheDocument();
    expect(digit(6)).toHaveValue('6');
    await user.type(digit(6), '7');
    expect(screen.queryByText('OTP has expired', { selector: 'form p' })).toBeNull();
  });

  it('after Resend OTP, empties the boxes and closes the old error toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post('*/api/v1/survey/verify-otp', () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: { otp: 'Invalid OTP' } },
          { status: 400 },
        ),
      ),
      http.post('*/api/v1/survey/initiate-registration', () =>
        HttpResponse.json({ message: 'A new OTP has been sent to your email address.' }),
      ),
    );
    const { user } = renderWithProviders(<VerifyOtp registration={registration} />);
    await user.type(digit(1), '123456');
    await user.click(verify());
    await findToast('Error', 'alert');
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resend());
    await findToast('OTP resent successfully');
    await waitFor(() => expect(screen.queryByRole('alert', { name: /Error/ })).toBeNull());
    expect(screen.queryByText('Invalid OTP')).toBeNull();
    for (let n = 1; n <= 6; n += 1) expect(digit(n)).toHaveValue('');
    expect(digit(1)).not.toHaveAttribute('aria-invalid', 'true');
  });
});

import { type Registration, USER_KEY } from '@rolescope/core';
import { lastCodeSentTo } from '@rolescope/server/mock';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NavigateFn } from '../provider/context';
import { renderWithProviders, setupMockApi } from '../test';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { findToast } from './shared/testUtils';
import { VerifyOtp } from './VerifyOtp';

const { mailer } = setupMockApi();

type Route = { path: string; state?: unknown };
const go: { current: NavigateFn } = { current: () => {} };

/** A tiny router for the account routes, driven by the provider's onNavigate. */
function AccountRoutes() {
  const [route, setRoute] = useState<Route>({ path: '/signup' });
  go.current = (path, state) => setRoute({ path, state });
  if (route.path === '/signup') return <SignUpForm />;
  if (route.path === '/verify-otp') {
    const { registration } = route.state as { registration: Registration };
    return <VerifyOtp registration={registration} />;
  }
  if (route.path === '/login') return <SignInForm />;
  return <p>At {route.path}</p>;
}

describe('account flow against the in-memory API', () => {
  it('signs up, verifies the e-mailed code and signs in', async () => {
    const email = 'flow.person@example.com';
    const { user } = renderWithProviders(<AccountRoutes />, {
      onNavigate: (path, state) => go.current(path, state),
    });

    await user.type(screen.getByLabelText(/^Email/), email);
    await user.type(screen.getByLabelText(/^Password/), 'Flow@12345');
    await user.type(screen.getByLabelText(/^Mobile/), '9333333333');
    await user.type(screen.getByLabelText(/^Designation/), 'Product Owner');
    await user.click(screen.getByRole('combobox', { name: /Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Middle' }));
    await user.type(screen.getByLabelText(/^Function\/Department/), 'Product');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register Me' }));

    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    const code = lastCodeSentTo(mailer, email);
    expect(code).toMatch(/^\d{6}$/);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(code ?? '');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await findToast('User Registered Successfully');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), email);
    await user.type(screen.getByLabelText(/^Password/), 'Flow@12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await findToast('Login successful');
    expect(await screen.findByText('At /competency-evaluation')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? '{}').email).toBe(email),
    );
  });
});

import { lastCodeSentTo } from '@rolescope/server/mock';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthPanel } from '../../bindings/AuthPanel';
import { AuthPanel as EntryAuthPanel } from '../../entries/authPanel';
import { renderWithProviders, setupMockApi } from '../../test';
import { findToast } from '../shared/testUtils';

const { mailer } = setupMockApi();

type User = ReturnType<typeof renderWithProviders>['user'];

/** The sign-up form inside the panel, filled and sent. */
const register = async (user: User, email: string, mobile: string) => {
  const panel = await screen.findByRole('complementary', { name: 'Create Your Free Account' });
  const field = (label: RegExp) => within(panel).getByLabelText(label);
  await user.type(await within(panel).findByLabelText(/^Email/), email);
  await user.type(field(/^Password/), 'Strong@123');
  await user.type(field(/^Mobile/), mobile);
  await user.type(field(/^Designation/), 'Engineering Manager');
  await user.click(within(panel).getByRole('combobox', { name: /Level/ }));
  await user.click(await screen.findByRole('option', { name: 'Senior' }));
  await user.type(field(/^Function\/Department/), 'Engineering');
  await user.click(within(panel).getByRole('checkbox', { name: /I accept the/ }));
  await user.click(within(panel).getByRole('button', { name: 'Register Me' }));
};

describe.each([
  ['the main entry', AuthPanel],
  ['@rolescope/widgets/auth-panel', EntryAuthPanel],
])('<AuthPanel /> of %s completes sign-up by itself', (_entry, Panel) => {
  it('shows the code step after Register Me, then the sign-in: no route of the host', async () => {
    const email = `panel.${Panel === AuthPanel ? 'main' : 'entry'}@example.com`;
    const onRegistered = vi.fn();
    const onVerified = vi.fn();
    const { user, onNavigate } = renderWithProviders(
      <Panel defaultView="signup" onRegistered={onRegistered} onVerified={onVerified} />,
    );
    await register(user, email, Panel === AuthPanel ? '9333333331' : '9333333332');

    const step = await screen.findByRole('complementary', { name: 'Verify OTP' });
    expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ email }));
    const code = lastCodeSentTo(mailer, email) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await user.click(within(step).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(code);
    await user.click(within(step).getByRole('button', { name: 'Verify' }));

    await findToast('User Registered Successfully');
    expect(await screen.findByRole('complementary', { name: 'Welcome Back' })).toBeInTheDocument();
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

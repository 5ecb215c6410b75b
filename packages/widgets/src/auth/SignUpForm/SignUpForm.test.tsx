import { MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { findToast } from '../shared/testUtils';
import { SignUpForm } from './SignUpForm';

const { server } = setupMockApi({ seed: true });

type User = ReturnType<typeof renderWithProviders>['user'];

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const mobile = () => screen.getByLabelText(/^Mobile/);
const designation = () => screen.getByLabelText(/^Designation/);
const functionDepartment = () => screen.getByLabelText(/^Function\/Department/);
const terms = () => screen.getByRole('checkbox', { name: /I accept the/ });
const submit = () => screen.getByRole('button', { name: 'Register Me' });

const chooseLevel = async (user: User, level: string) => {
  await user.click(screen.getByRole('combobox', { name: /Level/ }));
  await user.click(await screen.findByRole('option', { name: level }));
};

const fillValid = async (user: User, overrides: { email?: string; mobile?: string } = {}) => {
  await user.type(email(), overrides.email ?? 'new.person@example.com');
  await user.type(password(), 'Strong@123');
  await user.type(mobile(), overrides.mobile ?? '9123456780');
  await user.type(designation(), 'Engineering Manager');
  await chooseLevel(user, 'Senior');
  await user.type(functionDepartment(), 'Engineering');
  await user.click(terms());
};

describe('<SignUpForm />', () => {
  it('shows the fields with the fixed +91- prefix and the level options', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    expect(screen.getByRole('heading', { name: 'Create Your Free Account' })).toBeInTheDocument();
    expect(mobile()).toHaveValue('+91-');
    await user.click(screen.getByRole('combobox', { name: /Level/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Junior', 'Middle', 'Senior', 'Top']);
  });

  it('keeps the prefix, strips non-digits and caps the mobile number at 10 digits', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await user.type(mobile(), '98a76-54 32109999');
    expect(mobile()).toHaveValue('+91-9876543210');
    await user.clear(mobile());
    expect(mobile()).toHaveValue('+91-');
  });

  it('is idle until a field changes, then shows its error or its success hint', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(email()).not.toHaveAttribute('data-state');
    await user.type(email(), 'someone');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email()).toHaveAttribute('data-state', 'error');
    await user.type(email(), '@example.com');
    expect(screen.getByText('Email is valid')).toBeInTheDocument();
    expect(email()).toHaveAttribute('data-state', 'success');
    await user.type(password(), 'Strong@123');
    expect(screen.getByText('Password meets all requirements')).toBeInTheDocument();
    await user.type(mobile(), '9123456780');
    expect(screen.getByText('Mobile number is valid')).toBeInTheDocument();
  });

  it('shows every required message on submit and sends nothing', async () => {
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<SignUpForm onRegistered={onRegistered} />);
    await user.click(submit());
    for (const message of [
      'Email is required',
      'Password is required',
      'Mobile number is required',
      'Designation is required',
      'Level is required',
      'Function/Department is required',
      'You must accept the terms and conditions',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('checks the password rules in order', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    const steps: [string, string][] = [
      ['abc', 'Password must be at least 8 characters long'],
      ['abcdefgh', 'Password must contain at least one uppercase letter (A-Z)'],
      ['ABCDEFGH', 'Password must contain at least one lowercase letter (a-z)'],
      ['Abcdefgh', 'Password must contain at least one number (0-9)'],
      ['Abcdefg1', 'Password must contain at least one special character (!@#$%^&*)'],
    ];
    for (const [value, message] of steps) {
      await user.clear(password());
      await user.type(password(), value);
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('rejects a short mobile number and blank designation or function', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await user.type(mobile(), '12345');
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    await user.type(designation(), '   ');
    expect(screen.getByText('Please enter a valid designation')).toBeInTheDocument();
    await user.type(functionDepartment(), '  ');
    expect(screen.getByText('Please enter a valid function/department')).toBeInTheDocument();
  });

  it('opens the Terms and Privacy Policy; Cancel leaves the box, Accept & Continue ticks it', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Terms and Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Privacy Policy' });
    for (const heading of ['Terms of Service', 'Privacy Policy', 'Contact Info']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(terms()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Terms and Privacy Policy' }));
    await user.click(await screen.findByRole('button', { name: 'Accept & Continue' }));
    expect(terms()).toBeChecked();
    expect(screen.getByText('Terms and conditions accepted')).toBeInTheDocument();
  });

  it('reads Registering... while pending', async () => {
    server.use(http.post('*/api/v1/survey/initiate-registration', () => delay('infinite')));
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Registering...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('sends the mobile without its prefix and goes to /verify-otp with the registration', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/initiate-registration')) sent = await request.clone().json();
    });
    const { user, onNavigate } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await user.click(submit());
    const registration = {
      email: 'new.person@example.com',
      password: 'Strong@123',
      mobile: '9123456780',
      designation: 'Engineering Manager',
      level: 'Senior',
      functionDepartment: 'Engineering',
    };
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/verify-otp', { registration }));
    server.events.removeAllListeners();
    expect(sent).toEqual(registration);
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
      'Strong@123',
    );
  });

  it('sends the optional full name trimmed, and refuses more than 100 characters', async () => {
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<SignUpForm onRegistered={onRegistered} />);
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(name).not.toBeRequired();
    await user.click(name);
    await user.paste('x'.repeat(101));
    await fillValid(user, { email: 'named.person@example.com', mobile: '9000000003' });
    await user.click(submit());
    expect(await screen.findByText('Full name must be at most 100 characters')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onRegistered).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, '  Asha Sharma ');
    await user.click(submit());
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'named.person@example.com', name: 'Asha Sharma' }),
      ),
    );
  });

  it('calls onRegistered instead of navigating', async () => {
    const onRegistered = vi.fn();
    const { user, onNavigate } = renderWithProviders(<SignUpForm onRegistered={onRegistered} />);
    await fillValid(user, { email: 'other.person@example.com', mobile: '9000000001' });
    await user.click(submit());
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'other.person@example.com', mobile: '9000000001' }),
      ),
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows "Email is already registered" from the errors object (real API)', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user, { email: MOCK_DEMO_EMAIL, mobile: '9000000002' });
    await user.click(submit());
    const toast = await findToast('Please fix the following', 'alert');
    expect(toast).toHaveTextContent('Email is already registered');
    expect(email()).toHaveAccessibleDescription('Email is already registered');
    await user.type(email(), 'x');
    expect(email()).not.toHaveAccessibleDescription('Email is already registered');
  });

  it('shows both conflicts from an errors object, joined by bullets in the toast', async () => {
    server.use(
      http.post('*/api/v1/survey/initiate-registration', () =>
        HttpResponse.json(
          { message: 'Conflict', errors: { email: 'dup', mobile: 'dup' } },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await user.click(submit());
    const toast = await findToast('Please fix the following', 'alert');
    expect(toast).toHaveTextContent(
      'Email is already registered • Mobile number is already registered',
    );
    expect(mobile()).toHaveAccessibleDescription('Mobile number is already registered');
  });

  it.each([
    ['User with this email already exists', /^Email/, 'Email is already registered'],
    ['Mobile number already exists', /^Mobile/, 'Mobile number is already registered'],
    ['This phone already exists', /^Mobile/, 'Mobile number is already registered'],
  ])('reads "%s" without an errors object', async (message, label, shown) => {
    server.use(
      http.post('*/api/v1/survey/initiate-registration', () =>
        HttpResponse.json({ message }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await user.click(submit());
    await findToast('Please fix the following', 'alert');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(shown);
  });

  it('shows any other message in an inline banner and the toast', async () => {
    server.use(
      http.post('*/api/v1/survey/initiate-registration', () =>
        HttpResponse.json({ message: 'Mail server unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await user.click(submit());
    const toast = await findToast('Please fix the following', 'alert');
    expect(toast).toHaveTextContent('Mail server unavailable');
    expect(
      screen.getByText('Mail server unavailable', { selector: 'form p[role="alert"]' }),
    ).toBeInTheDocument();
  });

  it('falls back to the error message when no answer came', async () => {
    server.use(http.post('*/api/v1/survey/initiate-registration', () => HttpResponse.error()));
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await user.click(submit());
    const toast = await findToast('Please fix the following', 'alert');
    expect(toast).toHaveTextContent('Network error');
  });

  it('puts a 409 conflict on its field, focuses it and keeps every value typed', async () => {
    server.use(
      http.post('*/api/v1/survey/initiate-registration', () =>
        HttpResponse.json({ message: 'Conflict', errors: { mobile: 'dup' } }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await user.click(submit());
    await findToast('Please fix the following', 'alert');
    expect(mobile()).toHaveAccessibleDescription('Mobile number is already registered');
    expect(mobile()).toHaveAttribute('aria-invalid', 'true');
    expect(mobile()).toHaveFocus();
    expect(email()).toHaveValue('new.person@example.com');
    expect(password()).toHaveValue('Strong@123');
    expect(mobile()).toHaveValue('+91-9123456780');
    expect(designation()).toHaveValue('Engineering Manager');
    expect(screen.getByRole('combobox', { name: /Level/ })).toHaveTextContent('Senior');
    expect(functionDepartment()).toHaveValue('Engineering');
    expect(terms()).toBeChecked();
  });

  it('focuses the first invalid field on submit', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await user.type(email(), 'new.person@example.com');
    await user.click(submit());
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(password()).toHaveFocus();
  });
});

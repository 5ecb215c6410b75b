import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PasswordField } from './PasswordField';

describe('<PasswordField />', () => {
  it('hides the password until Show password is pressed', async () => {
    const { user } = renderWithProviders(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps error wiring of the text field', () => {
    renderWithProviders(<PasswordField label="Password" error="Password is required" />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { PasswordSuccess } from './PasswordSuccess';

describe('<PasswordSuccess />', () => {
  it('says the password changed and goes back to /login', async () => {
    const { user, onNavigate } = renderWithProviders(<PasswordSuccess />);
    expect(screen.getByRole('heading', { name: 'Password Changed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onNavigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('calls onBackToLogin when given', async () => {
    const onBackToLogin = vi.fn();
    const { user, onNavigate } = renderWithProviders(
      <PasswordSuccess onBackToLogin={onBackToLogin} />,
    );
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onBackToLogin).toHaveBeenCalledOnce();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

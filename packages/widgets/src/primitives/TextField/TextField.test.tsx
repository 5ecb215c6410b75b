import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TextField } from './TextField';

describe('<TextField />', () => {
  it('labels the input and describes it with its hint', () => {
    renderWithProviders(<TextField label="Email Address" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error with aria-invalid and announces it', () => {
    renderWithProviders(
      <TextField
        label="Email Address"
        required
        error="Email is required"
        successHint="Email is valid"
      />,
    );
    const input = screen.getByRole('textbox', { name: /Email Address/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByText('Email is valid')).not.toBeInTheDocument();
  });

  it('shows a success hint when valid', () => {
    renderWithProviders(<TextField label="Email" successHint="Email is valid" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Email is valid');
    expect(input).toHaveAttribute('data-state', 'success');
  });

  it('takes typing', async () => {
    const { user } = renderWithProviders(<TextField label="Designation" />);
    await user.type(screen.getByRole('textbox', { name: 'Designation' }), 'Engineer');
    expect(screen.getByRole('textbox', { name: 'Designation' })).toHaveValue('Engineer');
  });
});

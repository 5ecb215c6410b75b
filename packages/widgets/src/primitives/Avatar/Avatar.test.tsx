import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Avatar } from './Avatar';

describe('<Avatar />', () => {
  it('shows the initials of the name, else the first two letters of the e-mail', () => {
    const { rerender } = renderWithProviders(<Avatar name="Ana Silva" email="ana@example.com" />);
    expect(screen.getByText('AS')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Avatar name="" email="ana@example.com" />);
    expect(screen.getByText('AN')).toBeInTheDocument();
  });

  it('is an image when labelled', () => {
    renderWithProviders(<Avatar email="ana@example.com" label="Ana" />);
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveTextContent('AN');
  });

  it('is decorative without a label', () => {
    renderWithProviders(<Avatar />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('U')).toHaveAttribute('aria-hidden', 'true');
  });
});

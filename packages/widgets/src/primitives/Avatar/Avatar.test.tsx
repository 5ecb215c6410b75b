import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Avatar } from './Avatar';
import { initialsOf } from './initials';

describe('<Avatar />', () => {
  it('shows the first two letters of the e-mail, else U', () => {
    expect(initialsOf('ana@example.com')).toBe('AN');
    expect(initialsOf('')).toBe('U');
    expect(initialsOf(null)).toBe('U');
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

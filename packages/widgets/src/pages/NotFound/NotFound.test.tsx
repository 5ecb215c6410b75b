import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { NotFound } from './NotFound';

describe('<NotFound />', () => {
  it('shows Lost in the Portal and logs the missing path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<NotFound path="/nowhere" />);
    expect(screen.getByRole('heading', { name: 'Lost in the Portal' })).toBeInTheDocument();
    expect(screen.getByText(/vanished into another dimension/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/nowhere'));
  });

  it('Back to Home goes to /competency-evaluation', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, onNavigate } = renderWithProviders(<NotFound path="/x" />);
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/competency-evaluation', undefined);
  });
});

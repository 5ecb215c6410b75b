import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { Copyright } from './Copyright';

describe('<Copyright />', () => {
  afterEach(() => vi.useRealTimers());

  it('is a footer dated with the current year, following the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 15));
    const { unmount } = renderWithProviders(<Copyright />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2031 Rolescope. All rights reserved.',
    );
    unmount();

    vi.setSystemTime(new Date(2034, 0, 1));
    renderWithProviders(<Copyright />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2034 Rolescope. All rights reserved.',
    );
  });
});

import { USER_KEY } from '@rolescope/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { ThankYou } from './ThankYou';

describe('<ThankYou />', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('shows the thanks, the countdown from 10 and the copyright with the current year', () => {
    vi.setSystemTime(new Date(2031, 5, 15));
    renderWithProviders(<ThankYou />);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We appreciate your participation in this survey. Your feedback is valuable to us.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You will logout and redirect to login screen in 10 seconds...'),
    ).toBeInTheDocument();
    expect(screen.getByText('© 2031 Rolescope. All rights reserved.')).toBeInTheDocument();
  });

  it('counts down each second, then logs out and goes to /login', async () => {
    // A stored user without a token: logging out needs no call to the server.
    window.localStorage.setItem(USER_KEY, JSON.stringify({ email: 'a@b.co' }));
    const { onNavigate } = renderWithProviders(<ThankYou />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText(/in 7 seconds\.\.\./)).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(7000);
    });
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(onNavigate).toHaveBeenCalledWith('/login', undefined);
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('without the countdown, never signs out and shows no countdown', async () => {
    window.localStorage.setItem(USER_KEY, JSON.stringify({ email: 'a@b.co' }));
    const { onNavigate } = renderWithProviders(<ThankYou countdown={false} />);
    expect(screen.queryByText(/You will logout/)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(onNavigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(USER_KEY)).not.toBeNull();
  });

  it('Go to Dashboard goes to /competency-evaluation', () => {
    const { onNavigate } = renderWithProviders(<ThankYou />);
    act(() => screen.getByRole('button', { name: 'Go to Dashboard' }).click());
    expect(onNavigate).toHaveBeenCalledWith('/competency-evaluation', undefined);
  });
});

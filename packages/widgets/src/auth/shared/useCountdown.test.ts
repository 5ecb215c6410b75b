import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('ticks once a second down to 0 and stops', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.seconds).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
    expect(result.current.done).toBe(true);
  });

  it('restarts from the start', () => {
    const { result } = renderHook(() => useCountdown(2));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.done).toBe(true);
    act(() => result.current.restart());
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
  });
});

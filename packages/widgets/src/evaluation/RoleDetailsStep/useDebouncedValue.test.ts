import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the value and follows it 300 ms after the last change', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: { a: 1 } },
    });
    expect(result.current).toEqual({ a: 1 });
    rerender({ v: { a: 2 } });
    act(() => vi.advanceTimersByTime(250));
    rerender({ v: { a: 3 } });
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toEqual({ a: 1 });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toEqual({ a: 3 });
  });

  it('does not restart the wait for an equal value', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: [1] },
    });
    rerender({ v: [2] });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: [2] });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual([2]);
  });
});

import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds`, one step a second, and calls `onZero` once when it reaches 0.
 * Returns the seconds left. With `null` nothing counts and `onZero` is never called.
 */
export const useLogoutCountdown = (seconds: number | null, onZero: () => void): number => {
  const running = seconds !== null;
  const [left, setLeft] = useState(seconds ?? 0);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const fired = useRef(false);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running || left > 0 || fired.current) return;
    fired.current = true;
    onZeroRef.current();
  }, [left, running]);

  return left;
};

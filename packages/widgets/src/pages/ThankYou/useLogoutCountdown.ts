import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds`, one step a second, and calls `onZero` once when it reaches 0.
 * Returns the seconds left.
 */
export const useLogoutCountdown = (seconds: number, onZero: () => void): number => {
  const [left, setLeft] = useState(seconds);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const fired = useRef(false);

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left > 0 || fired.current) return;
    fired.current = true;
    onZeroRef.current();
  }, [left]);

  return left;
};

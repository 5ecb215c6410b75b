import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second from `from` down to 0;
 * `restart()` starts again at `from`.
 */
export const useCountdown = (from: number) => {
  const [seconds, setSeconds] = useState(from);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the ticking
  useEffect(() => {
    const timer = setInterval(() => {
      setSeconds((s) => {
        if (s <= 1) clearInterval(timer);
        return Math.max(0, s - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [round]);
  const restart = useCallback(() => {
    setSeconds(from);
    setRound((r) => r + 1);
  }, [from]);
  return { seconds, done: seconds === 0, restart };
};

import { useEffect, useState } from 'react';

/**
 * `value` as it was `delayMs` after its last change (compared by `key`, default its JSON).
 * The first render returns `value` itself.
 */
export const useDebouncedValue = <T>(value: T, delayMs: number, key?: string): T => {
  const [debounced, setDebounced] = useState(value);
  const k = key ?? JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [k, delayMs]);
  return debounced;
};

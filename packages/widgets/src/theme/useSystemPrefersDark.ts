import { useSyncExternalStore } from 'react';
import { DARK_QUERY, systemPrefersDark } from './colorScheme';

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** `prefers-color-scheme: dark`, live: re-renders when the operating system's setting changes. */
export const useSystemPrefersDark = (enabled: boolean): boolean =>
  useSyncExternalStore(
    enabled ? subscribe : noopSubscribe,
    enabled ? systemPrefersDark : alwaysFalse,
    alwaysFalse,
  );

const noopSubscribe = () => () => {};
const alwaysFalse = () => false;

import type { ColorSchemePreference } from '@rolescope/widgets';
import { useCallback, useState } from 'react';

/** Where the demo remembers Light / Dark / System (read before first paint by public/color-scheme.js). */
const COLOR_SCHEME_KEY = 'rolescope:color-scheme';

const readPreference = (): ColorSchemePreference => {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
  } catch {
    // Storage blocked: follow the system.
  }
  return 'system';
};

/** Marks <html> (app.css gives the page its background and `color-scheme` from it). */
const markDocument = (preference: ColorSchemePreference): void => {
  document.documentElement.setAttribute('data-color-scheme', preference);
};

/**
 * The demo's colour-scheme preference: default `system`, remembered in localStorage and
 * written on <html>; the provider resolves `system` against `prefers-color-scheme`, live.
 */
export const useColorSchemePreference = (): [
  ColorSchemePreference,
  (preference: ColorSchemePreference) => void,
] => {
  const [preference, setPreference] = useState(() => {
    const initial = readPreference();
    markDocument(initial);
    return initial;
  });
  const change = useCallback((next: ColorSchemePreference) => {
    try {
      window.localStorage.setItem(COLOR_SCHEME_KEY, next);
    } catch {
      // Not remembered, but applied for this visit.
    }
    markDocument(next);
    setPreference(next);
  }, []);
  return [preference, change];
};

import { useCallback, useEffect, useState } from 'react';

/**
 * Where the React host is: its path, query and the state a page was opened with; `visit`
 * counts the moves (a page opened again starts afresh).
 */
export type PortalLocation = { pathname: string; search: string; state: unknown; visit: number };

/** Opens a page of the host: a new history entry (or `replace` the current one). */
export type Navigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

let visits = 0;

const read = (): PortalLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: window.history.state,
  visit: visits++,
});

/**
 * The host's routing without a router: the location as state, `navigate` with the History
 * API, and the browser's Back and Forward followed.
 */
export const usePortalLocation = (): [PortalLocation, Navigate] => {
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const follow = () => setLocation(read());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    const state = options.state ?? null;
    if (options.replace) window.history.replaceState(state, '', to);
    else window.history.pushState(state, '', to);
    setLocation(read());
  }, []);
  return [location, navigate];
};

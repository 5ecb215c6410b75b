import { useSession, useStrings } from '@rolescope/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RoutePendingContext } from './routePending';
import { PAGE_TRANSITION_MS, showsTransition } from './transition';

/**
 * The root of every route: the page-transition indicator (300 ms on a path change, on while
 * a route's code loads: a route fallback shows, and when the page is about to unload) and the
 * full-screen "Loading..." overlay while the shared loading flag is on.
 */
export function RootLayout() {
  const location = useLocation();
  const { isLoading } = useSession();
  const strings = useStrings();
  const [transitioning, setTransitioning] = useState(false);
  const [unloading, setUnloading] = useState(false);
  const [pendingRoutes, setPendingRoutes] = useState(0);
  const markPending = useCallback((delta: 1 | -1) => setPendingRoutes((n) => n + delta), []);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!showsTransition(location.pathname, location.state)) return;
    setTransitioning(true);
    const timer = window.setTimeout(() => setTransitioning(false), PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.state]);

  useEffect(() => {
    const onUnload = () => setUnloading(true);
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  const busy = transitioning || unloading || pendingRoutes > 0;
  return (
    <>
      {busy ? (
        <div
          className="rs-demo-progress"
          role="progressbar"
          aria-label={strings.appShell.pageLoading}
        />
      ) : null}
      <RoutePendingContext value={markPending}>
        <Outlet />
      </RoutePendingContext>
      {isLoading ? (
        <div className="rs-demo-overlay" role="status" aria-live="polite">
          <span className="rs-demo-spinner" aria-hidden="true" />
          {strings.common.loading}
        </div>
      ) : null}
    </>
  );
}

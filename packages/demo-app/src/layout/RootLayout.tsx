import { ColorSchemeSwitch, useSession, useStrings } from '@rolescope/widgets';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { PAGE_TRANSITION_MS, showsTransition } from './transition';

/**
 * The root of every route: the page-transition indicator (300 ms on a path change, on while
 * a route's code loads, and when the page is about to unload) and the full-screen
 * "Loading..." overlay while the shared loading flag is on. Pages without the header's user
 * menu (public pages, the admin area, not-found) end with a footer holding the Theme choice.
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const { isLoading } = useSession();
  const strings = useStrings();
  const [transitioning, setTransitioning] = useState(false);
  const [unloading, setUnloading] = useState(false);
  const first = useRef(true);
  const themeInUserMenu = useMatches().some(
    (match) => (match.handle as { themeInUserMenu?: boolean } | undefined)?.themeInUserMenu,
  );

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

  const busy = transitioning || unloading || navigation.state !== 'idle';
  return (
    <>
      {busy ? (
        <div
          className="rs-demo-progress"
          role="progressbar"
          aria-label={strings.appShell.pageLoading}
        />
      ) : null}
      <Outlet />
      {themeInUserMenu ? null : (
        <footer className="rs-demo-footer">
          <ColorSchemeSwitch />
        </footer>
      )}
      {isLoading ? (
        <div className="rs-demo-overlay" role="status" aria-live="polite">
          <span className="rs-demo-spinner" aria-hidden="true" />
          {strings.common.loading}
        </div>
      ) : null}
    </>
  );
}

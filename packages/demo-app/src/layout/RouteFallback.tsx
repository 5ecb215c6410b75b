import { useContext, useLayoutEffect } from 'react';
import { RouteLoading } from './RouteLoading';
import { RoutePendingContext } from './routePending';

/**
 * A lazily loaded route's Suspense fallback: "Loading..." in the route's place, and the root
 * layout's page-transition indicator on while it shows (the route's code is on its way).
 */
export function RouteFallback() {
  const markPending = useContext(RoutePendingContext);
  useLayoutEffect(() => {
    markPending(1);
    return () => markPending(-1);
  }, [markPending]);
  return <RouteLoading />;
}

import { useSession } from '@rolescope/widgets';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RouteLoading } from '../layout/RouteLoading';

/**
 * Protected pages: "Loading..." while the session loads, /login without a session, and
 * administrators go to /super-admin (they cannot use the ordinary pages).
 */
export function RequireUser() {
  const { authLoading, isAuthenticated, user } = useSession();
  const location = useLocation();
  if (authLoading) return <RouteLoading />;
  if (!isAuthenticated || !user) {
    return <Navigate to="/login" replace state={{ from: 'guard', path: location.pathname }} />;
  }
  if (user.role === 'admin') return <Navigate to="/super-admin" replace />;
  return <Outlet />;
}

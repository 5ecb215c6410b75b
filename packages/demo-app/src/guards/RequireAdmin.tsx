import { useSession } from '@rolescope/widgets';
import { Navigate, Outlet } from 'react-router';
import { RouteLoading } from '../layout/RouteLoading';

/** The admin area: "Loading..." while the session loads, /login without one, users go home. */
export function RequireAdmin() {
  const { authLoading, isAuthenticated, user } = useSession();
  if (authLoading) return <RouteLoading />;
  if (!isAuthenticated || !user) return <Navigate to="/login" replace state={{ from: 'guard' }} />;
  if (user.role !== 'admin') return <Navigate to="/competency-evaluation" replace />;
  return <Outlet />;
}

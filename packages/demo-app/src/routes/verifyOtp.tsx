import type { Registration } from '@rolescope/core';
import { VerifyOtp } from '@rolescope/widgets';
import { Navigate, useLocation } from 'react-router';
import { PublicPage } from '../layout/PublicPage';

const registrationOf = (state: unknown): Registration | null => {
  const r = (state as { registration?: Registration } | null)?.registration;
  return r && typeof r.email === 'string' ? r : null;
};

/** `/verify-otp`: the code step, with the registration as navigation state; none → /signup. */
export function Route() {
  const location = useLocation();
  const registration = registrationOf(location.state);
  if (!registration) return <Navigate to="/signup" replace />;
  return (
    <PublicPage narrow>
      <VerifyOtp registration={registration} />
    </PublicPage>
  );
}

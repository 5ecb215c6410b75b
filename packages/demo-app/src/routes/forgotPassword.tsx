import { ForgotPassword } from '@rolescope/widgets';
import { PublicPage } from '../layout/PublicPage';

/** `/forgot-password`: the standalone request page ("Send Password Reset Email"). */
export function Route() {
  return (
    <PublicPage narrow>
      <ForgotPassword variant="page" />
    </PublicPage>
  );
}

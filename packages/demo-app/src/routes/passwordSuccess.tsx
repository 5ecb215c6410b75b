import { PasswordSuccess } from '@rolescope/widgets';
import { PublicPage } from '../layout/PublicPage';

/** `/password-success`: Back to Login. */
export function Route() {
  return (
    <PublicPage narrow>
      <PasswordSuccess />
    </PublicPage>
  );
}

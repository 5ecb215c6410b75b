import { ResetPassword } from '@rolescope/widgets';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../layout/PublicPage';

/** `/reset-password?token=`: sets a new password, then /password-success. */
export function Route() {
  const [params] = useSearchParams();
  return (
    <PublicPage narrow>
      <ResetPassword token={params.get('token')} />
    </PublicPage>
  );
}

import { ResetPassword } from '@rolescope/widgets';
import { useSearchParams } from 'react-router';

/** `/reset-password?token=`: sets a new password, then /password-success. */
export function Route() {
  const [params] = useSearchParams();
  return (
    <main className="rs-demo-full rs-demo-centered">
      <div className="rs-demo-narrow">
        <ResetPassword token={params.get('token')} />
      </div>
    </main>
  );
}

import { JoinOrganization } from '@rolescope/widgets/pages';
import { useSearchParams } from 'react-router';

/**
 * `/join?token=…`: an invitation link. Signed out, the sign-in and sign-up panel (the
 * invitation is accepted once signed in); signed in, "Join organisation"; then a link to the
 * dashboard.
 */
export function Route() {
  const [params] = useSearchParams();
  return (
    <main className="rs-demo-full">
      <JoinOrganization token={params.get('token')} />
    </main>
  );
}

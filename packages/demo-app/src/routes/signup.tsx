import { SignUpForm } from '@rolescope/widgets';
import { PublicPage } from '../layout/PublicPage';

/** `/signup`: the create-account page; on success it goes to /verify-otp with the form data. */
export function Route() {
  return (
    <PublicPage>
      <SignUpForm />
    </PublicPage>
  );
}

import { BrandingPanel, SignInForm, useRolescope } from '@rolescope/widgets';
import { useNavigate } from 'react-router';
import { signedInHome } from './roleHome';

/**
 * `/` and `/login`: the sign-in page in the landing's split layout (a 70% branding panel and
 * the 30% sign-in side). It composes BrandingPanel and SignInForm rather than the whole
 * AuthPanel, so the first load ships no sign-up code (the JavaScript budget of /login);
 * Create New Account and Forgot password go to their own routes. After sign-in, a user with
 * reports or drafts lands on the dashboard (`signedInHome`).
 */
export function Route() {
  const navigate = useNavigate();
  const { client } = useRolescope();
  return (
    <main className="rs-demo-split">
      <BrandingPanel className="rs-demo-split-hero" showSignInButton={false} />
      <div className="rs-demo-split-side">
        <SignInForm
          onSignedIn={(result) =>
            void signedInHome(client, result).then((home) =>
              navigate(home, { state: { from: 'auth' } }),
            )
          }
        />
      </div>
    </main>
  );
}

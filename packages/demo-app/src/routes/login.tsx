import { BrandingPanel, SignInForm } from '@rolescope/widgets';
import { useNavigate } from 'react-router';
import { roleHome } from './roleHome';

/**
 * `/` and `/login`: the sign-in page in the landing's split layout (a 70% branding panel and
 * the 30% sign-in side). It composes BrandingPanel and SignInForm rather than the whole
 * AuthPanel, so the first load ships no sign-up code (the JavaScript budget of /login);
 * Create New Account and Forgot password go to their own routes.
 */
export function Route() {
  const navigate = useNavigate();
  return (
    <main className="rs-demo-split">
      <BrandingPanel className="rs-demo-split-hero" showSignInButton={false} />
      <div className="rs-demo-split-side">
        <SignInForm
          onSignedIn={(result) => void navigate(roleHome(result.role), { state: { from: 'auth' } })}
        />
      </div>
    </main>
  );
}

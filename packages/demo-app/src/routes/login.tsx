import { useRolescope } from '@rolescope/widgets';
import { AuthPanel, type AuthView } from '@rolescope/widgets/auth-panel';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signedInHome } from './roleHome';

/**
 * `/` and `/login`: the landing's split screen, the side panel (30%, the whole width on a
 * phone) sliding in beside the 70% branding hero, open at load on the sign-in. Create New
 * Account and Forgot password switch the panel's own content to the sign-up ("Create Your Free
 * Account") and the reset request ("Send Reset Link"), as the specification words it; their
 * code loads when the panel opens, so the first load stays the sign-in's. /signup and
 * /forgot-password remain pages of their own for direct links. Its close button or Escape
 * dismisses the panel, leaving the whole hero with Sign In to Continue, which reopens it. After
 * sign-in, a user with reports or drafts lands on the dashboard (`signedInHome`).
 */
export function Route() {
  const navigate = useNavigate();
  const { client } = useRolescope();
  const [view, setView] = useState<AuthView>('login');
  return (
    <main>
      <AuthPanel
        view={view}
        onViewChange={setView}
        showSignInButton={view === 'closed'}
        onSignedIn={(result) =>
          void signedInHome(client, result).then((home) =>
            navigate(home, { state: { from: 'auth' } }),
          )
        }
      />
    </main>
  );
}

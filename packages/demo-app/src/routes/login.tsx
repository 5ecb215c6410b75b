import {
  AuthSidePanel,
  BrandingPanel,
  SignInForm,
  useRolescope,
  useStrings,
} from '@rolescope/widgets';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signedInHome } from './roleHome';

/**
 * `/` and `/login`: the landing's split screen, the sign-in side panel (30%, the whole width
 * on a phone) sliding in beside the 70% branding hero, open at load. Its close button or
 * Escape dismisses it, leaving the whole hero with Sign In to Continue, which reopens it.
 * The frame is the widgets' AuthSidePanel (the AuthPanel's own) around the SignInForm only,
 * so the first load ships no sign-up code (the JavaScript budget of /login): Create New
 * Account and Forgot password go to their own routes. After sign-in, a user with reports or
 * drafts lands on the dashboard (`signedInHome`).
 */
export function Route() {
  const navigate = useNavigate();
  const { client } = useRolescope();
  const strings = useStrings();
  const [open, setOpen] = useState(true);
  const signInButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <AuthSidePanel
        open={open}
        onClose={() => setOpen(false)}
        label={strings.authPanel.signInTitle}
        returnFocusRef={signInButtonRef}
        hero={
          <BrandingPanel
            showSignInButton={!open}
            onSignIn={() => setOpen(true)}
            signInButtonRef={signInButtonRef}
          />
        }
      >
        <SignInForm
          onSignedIn={(result) =>
            void signedInHome(client, result).then((home) =>
              navigate(home, { state: { from: 'auth' } }),
            )
          }
        />
      </AuthSidePanel>
    </main>
  );
}

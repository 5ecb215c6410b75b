import type { LoginResult, Registration } from '@rolescope/core';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { LazyView } from '../../primitives/LazyView/LazyView';
import { useStrings } from '../../strings/StringsContext';
import { AuthSidePanel } from '../AuthSidePanel';
import type { ForgotPasswordProps } from '../ForgotPassword';
import { SignInForm } from '../SignInForm';
import type { SignUpFormProps } from '../SignUpForm';
import type { VerifyOtpProps } from '../VerifyOtp';
import { BrandingPanel } from './BrandingPanel';

/** The panel's views; `verify` is the code step after Register Me (it needs the sign-up's data). */
export type AuthView = 'closed' | 'login' | 'signup' | 'verify' | 'forgot';

export type AuthPanelProps = {
  /** The panel's view (controlled). */
  view?: AuthView;
  /** The first view (uncontrolled; default 'closed'). */
  defaultView?: AuthView;
  onViewChange?: (view: AuthView) => void;
  /** Shows the branding panel's "Sign In to Continue" button (default true). */
  showSignInButton?: boolean;
  /** Replaces the branding panel as the hero. */
  hero?: ReactNode;
  /** Passed to the sign-in form. */
  onSignedIn?: (result: LoginResult) => void;
  /**
   * After Register Me sent the code (the panel then shows the code step itself, with the
   * sign-up's data).
   */
  onRegistered?: (registration: Registration) => void;
  /** After the code step created the account (the panel then shows the sign-in). */
  onVerified?: () => void;
  className?: string;
};

/**
 * The panel's sign-up and forgot-password views: imported with it (`AuthPanel` of the main
 * entry) or loaded when the panel opens (`@rolescope/widgets/auth-panel`, `preload` set).
 */
export type AuthPanelViews = {
  SignUpForm: ComponentType<SignUpFormProps>;
  ForgotPassword: ComponentType<ForgotPasswordProps>;
  VerifyOtp: ComponentType<VerifyOtpProps>;
  /** Starts loading the views' code (lazily loaded views only). */
  preload?: () => void;
};

/**
 * The landing split screen: a 70% hero (the branding panel) and a side panel sliding in at
 * 30% width (full width on phones) with the sign-in, sign-up or forgot-password content.
 * Links switch between them; the close button or Escape dismisses the panel (the frame is
 * AuthSidePanel). While a lazily loaded view's code loads, a polite "Loading..." status
 * takes its place.
 */
export function AuthPanelFrame({
  views: { SignUpForm, ForgotPassword, VerifyOtp, preload },
  view: viewProp,
  defaultView = 'closed',
  onViewChange,
  showSignInButton = true,
  hero,
  onSignedIn,
  onRegistered,
  onVerified,
  className,
}: AuthPanelProps & { views: AuthPanelViews }) {
  const s = useStrings().authPanel;
  const [uncontrolled, setUncontrolled] = useState<AuthView>(defaultView);
  const view = viewProp ?? uncontrolled;
  const signInButtonRef = useRef<HTMLButtonElement>(null);
  // The sign-up's data, for the code step: it never leaves the panel (no route, no state).
  const [registration, setRegistration] = useState<Registration | null>(null);

  const setView = (next: AuthView) => {
    if (viewProp === undefined) setUncontrolled(next);
    onViewChange?.(next);
  };

  const open = view !== 'closed';
  // Closed, the panel keeps its last content (hidden): reopened, what was typed is still there.
  const lastOpen = useRef<AuthView>('closed');
  if (open) lastOpen.current = view;
  const shown = open ? view : lastOpen.current;
  // The sign-up and forgot-password views are one click away once the panel is open.
  useEffect(() => {
    if (open) preload?.();
  }, [open, preload]);

  const titles: Record<AuthView, string> = {
    closed: s.signInTitle,
    login: s.signInTitle,
    signup: s.signUpTitle,
    verify: s.verifyTitle,
    forgot: s.forgotTitle,
  };
  const title = titles[view];

  return (
    <AuthSidePanel
      open={open}
      onClose={() => setView('closed')}
      label={title}
      contentKey={view}
      returnFocusRef={signInButtonRef}
      className={className}
      hero={
        hero ?? (
          <BrandingPanel
            showSignInButton={showSignInButton}
            onSignIn={() => setView('login')}
            signInButtonRef={signInButtonRef}
          />
        )
      }
    >
      <LazyView>
        {shown === 'login' ? (
          <SignInForm
            onSignedIn={onSignedIn}
            onForgotPassword={() => setView('forgot')}
            onCreateAccount={() => setView('signup')}
          />
        ) : shown === 'signup' ? (
          <SignUpForm
            decorative={false}
            onRegistered={(next) => {
              setRegistration(next);
              setView('verify');
              onRegistered?.(next);
            }}
            onSignIn={() => setView('login')}
          />
        ) : shown === 'verify' ? (
          <VerifyOtp
            registration={registration}
            onVerified={() => {
              setView('login');
              onVerified?.();
            }}
            onSignUp={() => setView('signup')}
          />
        ) : shown === 'forgot' ? (
          <ForgotPassword variant="panel" onBackToSignIn={() => setView('login')} />
        ) : null}
      </LazyView>
    </AuthSidePanel>
  );
}

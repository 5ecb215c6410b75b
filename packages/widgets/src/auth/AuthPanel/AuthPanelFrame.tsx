import type { LoginResult, Registration } from '@rolescope/core';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { LazyView } from '../../primitives/LazyView/LazyView';
import { useStrings } from '../../strings/StringsContext';
import { AuthSidePanel } from '../AuthSidePanel';
import type { ForgotPasswordProps } from '../ForgotPassword';
import { SignInForm } from '../SignInForm';
import type { SignUpFormProps } from '../SignUpForm';
import { BrandingPanel } from './BrandingPanel';

export type AuthView = 'closed' | 'login' | 'signup' | 'forgot';

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
  /** Passed to the sign-up form. */
  onRegistered?: (registration: Registration) => void;
  className?: string;
};

/**
 * The panel's sign-up and forgot-password views: imported with it (`AuthPanel` of the main
 * entry) or loaded when the panel opens (`@rolescope/widgets/auth-panel`, `preload` set).
 */
export type AuthPanelViews = {
  SignUpForm: ComponentType<SignUpFormProps>;
  ForgotPassword: ComponentType<ForgotPasswordProps>;
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
  views: { SignUpForm, ForgotPassword, preload },
  view: viewProp,
  defaultView = 'closed',
  onViewChange,
  showSignInButton = true,
  hero,
  onSignedIn,
  onRegistered,
  className,
}: AuthPanelProps & { views: AuthPanelViews }) {
  const s = useStrings().authPanel;
  const [uncontrolled, setUncontrolled] = useState<AuthView>(defaultView);
  const view = viewProp ?? uncontrolled;
  const signInButtonRef = useRef<HTMLButtonElement>(null);

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

  const title =
    view === 'signup' ? s.signUpTitle : view === 'forgot' ? s.forgotTitle : s.signInTitle;

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
            onRegistered={onRegistered}
            onSignIn={() => setView('login')}
          />
        ) : shown === 'forgot' ? (
          <ForgotPassword variant="panel" onBackToSignIn={() => setView('login')} />
        ) : null}
      </LazyView>
    </AuthSidePanel>
  );
}

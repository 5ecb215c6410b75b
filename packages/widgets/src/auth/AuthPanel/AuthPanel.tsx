import type { LoginResult, Registration } from '@rolescope/core';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import { ForgotPassword } from '../ForgotPassword';
import { SignInForm } from '../SignInForm';
import { SignUpForm } from '../SignUpForm';
import * as styles from './AuthPanel.css';
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
 * The landing split screen: a 70% hero (the branding panel) and a side panel sliding in at
 * 30% width (full width on phones) with the sign-in, sign-up or forgot-password content.
 * Links switch between them; the close button or Escape dismisses the panel.
 */
export function AuthPanel({
  view: viewProp,
  defaultView = 'closed',
  onViewChange,
  showSignInButton = true,
  hero,
  onSignedIn,
  onRegistered,
  className,
}: AuthPanelProps) {
  const strings = useStrings();
  const s = strings.authPanel;
  const [uncontrolled, setUncontrolled] = useState<AuthView>(defaultView);
  const view = viewProp ?? uncontrolled;
  const panelRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const previous = useRef<AuthView>(view);

  const setView = (next: AuthView) => {
    if (next !== 'closed' && view === 'closed' && document.activeElement instanceof HTMLElement) {
      openerRef.current = document.activeElement;
    }
    if (viewProp === undefined) setUncontrolled(next);
    onViewChange?.(next);
  };

  // Focus moves into the panel when it opens or changes view, and back to the opener on close.
  useEffect(() => {
    if (previous.current === view) return;
    const was = previous.current;
    previous.current = view;
    if (view !== 'closed') panelRef.current?.focus();
    else if (was !== 'closed') openerRef.current?.focus();
  }, [view]);

  const title =
    view === 'signup' ? s.signUpTitle : view === 'forgot' ? s.forgotTitle : s.signInTitle;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setView('closed');
    }
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-view={view}>
      <div className={styles.hero}>
        {hero ?? (
          <BrandingPanel showSignInButton={showSignInButton} onSignIn={() => setView('login')} />
        )}
      </div>
      {view !== 'closed' ? (
        <aside
          ref={panelRef}
          tabIndex={-1}
          aria-label={title}
          className={styles.panel}
          onKeyDown={onKeyDown}
        >
          <div className={styles.panelBar}>
            <button
              type="button"
              className={styles.close}
              aria-label={s.close}
              onClick={() => setView('closed')}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <div className={styles.panelBody}>
            {view === 'login' ? (
              <SignInForm
                onSignedIn={onSignedIn}
                onForgotPassword={() => setView('forgot')}
                onCreateAccount={() => setView('signup')}
              />
            ) : view === 'signup' ? (
              <SignUpForm
                decorative={false}
                onRegistered={onRegistered}
                onSignIn={() => setView('login')}
              />
            ) : (
              <ForgotPassword variant="panel" onBackToSignIn={() => setView('login')} />
            )}
          </div>
        </aside>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session';
import { formatString, useStrings } from '../../strings';
import { Copyright } from '../shared/Copyright';
import * as page from '../shared/page.css';
import * as styles from './ThankYou.css';
import { useLogoutCountdown } from './useLogoutCountdown';

/** The logout countdown of the thank-you screen (seconds). */
const THANK_YOU_COUNTDOWN_SECONDS = 10;

export type ThankYouProps = {
  /** Seconds before the automatic logout (default 10). */
  seconds?: number;
  /**
   * Whether the logout countdown runs (default true). A host turns it off when the page is
   * opened directly rather than right after a submission: nobody is signed out for a visit.
   */
  countdown?: boolean;
  /** Called after the automatic logout; default: navigate to /login. */
  onLoggedOut?: () => void;
  /** "Go to Dashboard"; default: navigate to /competency-evaluation. */
  onGoToDashboard?: () => void;
  className?: string;
};

/**
 * Shown after a successful submission: a success check, the thanks, and a countdown from 10
 * after which the user is logged out and sent to the sign-in screen.
 */
export function ThankYou({
  seconds = THANK_YOU_COUNTDOWN_SECONDS,
  countdown = true,
  onLoggedOut,
  onGoToDashboard,
  className,
}: ThankYouProps) {
  const s = useStrings().thankYou;
  const { navigate } = useRolescope();
  const { logout } = useSession();
  const headingId = useId();
  const left = useLogoutCountdown(countdown ? seconds : null, () => {
    void logout().finally(() => (onLoggedOut ? onLoggedOut() : navigate('/login')));
  });

  return (
    <section
      className={[page.centered, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <svg className={styles.check} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
        <path d="M7 12.5l3 3 7-7" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h1 id={headingId} className={page.title}>
        {s.heading}
      </h1>
      <p className={page.muted}>{s.message}</p>
      {countdown ? (
        <p className={styles.countdown} aria-live="polite" aria-atomic="true">
          {formatString(s.countdown, { seconds: left })}
        </p>
      ) : null}
      <Button
        onClick={() => (onGoToDashboard ? onGoToDashboard() : navigate('/competency-evaluation'))}
      >
        {s.goToDashboard}
      </Button>
      <Copyright />
    </section>
  );
}

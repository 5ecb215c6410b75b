import { useEffect, useId } from 'react';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings';
import * as page from '../shared/page.css';
import * as styles from './NotFound.css';

export type NotFoundProps = {
  /** The missing path, logged with console.warn (default: the address's path). */
  path?: string;
  /** "Back to Home"; default: navigate to /competency-evaluation. */
  onBackToHome?: () => void;
  className?: string;
};

/** The not-found screen: "Lost in the Portal", a Back to Home button; logs the missing path. */
export function NotFound({ path, onBackToHome, className }: NotFoundProps) {
  const s = useStrings().notFound;
  const { navigate } = useRolescope();
  const headingId = useId();

  useEffect(() => {
    const missing = path ?? (typeof window === 'undefined' ? '' : window.location.pathname);
    console.warn(`404: no page at ${missing}`);
  }, [path]);

  return (
    <section
      className={[page.centered, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={headingId} className={page.title}>
        {s.title}
      </h1>
      <p className={page.muted}>{s.message}</p>
      <Button onClick={() => (onBackToHome ? onBackToHome() : navigate('/competency-evaluation'))}>
        {s.backToHome}
      </Button>
    </section>
  );
}

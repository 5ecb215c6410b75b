import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import * as formStyles from '../shared/form.css';
import * as styles from './PasswordSuccess.css';

export type PasswordSuccessProps = {
  /** "Back to Login"; default: navigate to /login. */
  onBackToLogin?: () => void;
  className?: string;
};

/** The reset success screen with a Back to Login button. */
export function PasswordSuccess({ onBackToLogin, className }: PasswordSuccessProps) {
  const s = useStrings().passwordSuccess;
  const { navigate } = useRolescope();
  const titleId = useId();
  return (
    <section
      className={[formStyles.form, styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <svg className={styles.check} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
        <path d="M7 12.5l3 3 7-7" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h2 id={titleId} className={formStyles.title}>
        {s.title}
      </h2>
      <p className={formStyles.subtitle}>{s.description}</p>
      <Button fullWidth onClick={() => (onBackToLogin ? onBackToLogin() : navigate('/login'))}>
        {s.backToLogin}
      </Button>
    </section>
  );
}

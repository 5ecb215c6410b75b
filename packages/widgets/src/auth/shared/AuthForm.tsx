import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useRolescope } from '../../provider/useRolescope';
import * as formStyles from './form.css';

type AuthFormProps = {
  title: ReactNode;
  subtitle: ReactNode;
  onSubmit: (event: FormEvent) => void;
  className?: string;
  /** The id of a message that describes the whole form (e.g. its general error). */
  describedBy?: string;
  children: ReactNode;
};

/** An account form: no native validation, titled by its heading, a subtitle under it. */
export function AuthForm({
  title,
  subtitle,
  onSubmit,
  className,
  describedBy,
  children,
}: AuthFormProps) {
  const titleId = `${useId()}-title`;
  return (
    <form
      className={[formStyles.form, className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <div className={formStyles.header}>
        <h2 id={titleId} className={formStyles.title}>
          {title}
        </h2>
        <p className={formStyles.subtitle}>{subtitle}</p>
      </div>
      {children}
    </form>
  );
}

/** A form's general error as an alert banner; nothing when there is none. */
export function ErrorBanner({ message, id }: { message: string | null; id?: string }) {
  return message ? (
    <p id={id} role="alert" className={formStyles.banner}>
      {message}
    </p>
  ) : null;
}

/** A button that looks like a text link (widgets navigate through callbacks, not hrefs). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={formStyles.link} onClick={onClick}>
      {children}
    </button>
  );
}

/** The centred link back to the sign-in form; default: navigate to /login. */
export function BackToSignIn({ label, onBack }: { label: ReactNode; onBack?: () => void }) {
  const { navigate } = useRolescope();
  return (
    <p className={formStyles.center}>
      <LinkButton onClick={() => (onBack ? onBack() : navigate('/login'))}>{label}</LinkButton>
    </p>
  );
}

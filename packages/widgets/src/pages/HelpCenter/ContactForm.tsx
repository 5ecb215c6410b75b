import { type FormEvent, useId } from 'react';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { useStrings } from '../../strings';
import { PageCard } from '../shared/PageCard';
import * as styles from './HelpCenter.css';
import { useContactForm } from './useContactForm';

/** The contact form: name, email, subject and message, all required; the send is simulated. */
export function ContactForm({ onSent }: { onSent?: () => void }) {
  const s = useStrings().help;
  const id = useId();
  const form = useContactForm(() => (onSent ? onSent() : window.alert(s.sent)));
  const { values, errors } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) {
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
    }
  };
  const messageError = errors.message;
  return (
    <PageCard titleId={`${id}-title`} title={s.contactTitle}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={s.nameLabel}
          name="name"
          required
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(e) => form.change('name', e.target.value)}
        />
        <TextField
          label={s.emailLabel}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => form.change('email', e.target.value)}
        />
        <TextField
          label={s.subjectLabel}
          name="subject"
          required
          value={values.subject}
          error={errors.subject}
          onChange={(e) => form.change('subject', e.target.value)}
        />
        <div className={styles.fieldColumn}>
          <label className={styles.textareaLabel} htmlFor={`${id}-message`}>
            {s.messageLabel}
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            className={styles.textarea}
            value={values.message}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${id}-message-error` : undefined}
            onChange={(e) => form.change('message', e.target.value)}
          />
          {messageError ? (
            <p id={`${id}-message-error`} className={styles.error}>
              {messageError}
            </p>
          ) : null}
        </div>
        <Button type="submit" pending={form.sending} pendingLabel={s.pending}>
          {s.submit}
        </Button>
      </form>
    </PageCard>
  );
}

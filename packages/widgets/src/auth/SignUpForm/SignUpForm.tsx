import { mobileDigits, type Registration, registrationLevels } from '@rolescope/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { PasswordField } from '../../primitives/PasswordField';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import * as formStyles from '../shared/form.css';
import { bulletList, registrationFailure } from '../shared/registrationErrors';
import * as styles from './SignUpForm.css';
import { TermsDialog } from './TermsDialog';
import { useSignUpForm } from './useSignUpForm';

export type SignUpFormProps = {
  /**
   * Called when the code has been sent, with the registration data (mobile without its
   * prefix) for the OTP step. Default: navigate to /verify-otp with `{ registration }` as
   * navigation state (the only place the password travels; it is never stored).
   */
  onRegistered?: (registration: Registration) => void;
  /** "Sign In" link; default: navigate to /login. */
  onSignIn?: () => void;
  /** Show the decorative panel beside the form (default true; the auth panel hides it). */
  decorative?: boolean;
  className?: string;
};

/** The create-account form with per-field states, the terms dialog and the error catalogue. */
export function SignUpForm({
  onRegistered,
  onSignIn,
  decorative = true,
  className,
}: SignUpFormProps) {
  const strings = useStrings();
  const s = strings.signUp;
  const { client, navigate } = useRolescope();
  const { toast } = useToast();
  const id = useId();
  const form = useSignUpForm();
  const [termsOpen, setTermsOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const { values } = form;

  const register = useMutation({
    mutationFn: (registration: Registration) => client.initiateRegistration(registration),
    onSuccess: (_response, registration) => {
      if (onRegistered) onRegistered(registration);
      else navigate('/verify-otp', { registration });
    },
    onError: (error) => {
      const failure = registrationFailure(error, s);
      form.setServerErrors(failure.fields);
      setBanner(failure.banner ?? null);
      toast({
        title: strings.toasts.fixFollowing.title,
        description: bulletList(failure.problems),
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    form.touchAll();
    setBanner(null);
    if (!form.valid) return;
    register.mutate({
      email: values.email.trim(),
      password: values.password,
      mobile: mobileDigits(values.mobile),
      designation: values.designation.trim(),
      level: values.level,
      functionDepartment: values.functionDepartment.trim(),
    });
  };

  const levelOptions = registrationLevels.map((level) => ({
    value: level,
    label: s.levels[level],
  }));
  const field = (name: Parameters<typeof form.errorOf>[0]) => ({
    error: form.errorOf(name),
    successHint: form.hintOf(name),
    'data-field-state': form.stateOf(name),
  });

  const formElement = (
    <form
      className={[formStyles.form, decorative ? null : className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <div className={formStyles.header}>
        <h2 id={`${id}-title`} className={formStyles.title}>
          {s.title}
        </h2>
        <p className={formStyles.subtitle}>{s.subtitle}</p>
      </div>
      {banner ? (
        <p role="alert" className={formStyles.banner}>
          {banner}
        </p>
      ) : null}
      <div className={styles.fields}>
        <TextField
          label={s.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => form.change('email', e.target.value)}
          {...field('email')}
        />
        <PasswordField
          label={s.passwordLabel}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => form.change('password', e.target.value)}
          {...field('password')}
        />
        <TextField
          label={s.mobileLabel}
          type="tel"
          name="mobile"
          autoComplete="tel-national"
          inputMode="numeric"
          required
          value={values.mobile}
          onChange={(e) => form.change('mobile', e.target.value)}
          {...field('mobile')}
        />
        <TextField
          label={s.designationLabel}
          name="designation"
          autoComplete="organization-title"
          required
          value={values.designation}
          onChange={(e) => form.change('designation', e.target.value)}
          {...field('designation')}
        />
        <Select
          label={s.levelLabel}
          options={levelOptions}
          placeholder={s.levelPlaceholder}
          required
          value={values.level || null}
          onChange={(level) => form.change('level', level)}
          error={form.errorOf('level')}
          hint={form.hintOf('level')}
        />
        <TextField
          label={s.functionDepartmentLabel}
          name="functionDepartment"
          required
          value={values.functionDepartment}
          onChange={(e) => form.change('functionDepartment', e.target.value)}
          {...field('functionDepartment')}
        />
        <Checkbox
          label={s.termsPrefix}
          aria-label={`${s.termsPrefix} ${s.termsLink}`}
          checked={values.termsAccepted}
          onChange={(e) => form.change('termsAccepted', e.target.checked)}
          error={form.errorOf('termsAccepted')}
          hint={form.hintOf('termsAccepted')}
          after={
            <button type="button" className={formStyles.link} onClick={() => setTermsOpen(true)}>
              {s.termsLink}
            </button>
          }
        />
      </div>
      <Button type="submit" fullWidth pending={register.isPending} pendingLabel={s.pending}>
        {s.submit}
      </Button>
      <p className={formStyles.center}>
        {s.haveAccount}{' '}
        <button
          type="button"
          className={formStyles.link}
          onClick={() => (onSignIn ? onSignIn() : navigate('/login'))}
        >
          {s.signIn}
        </button>
      </p>
      <TermsDialog
        open={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => form.change('termsAccepted', true)}
      />
    </form>
  );

  if (!decorative) return formElement;
  return (
    <div className={[styles.layout, className].filter(Boolean).join(' ')}>
      <div className={styles.decorative} aria-hidden="true">
        <p className={styles.decorativeTitle}>{s.decorativeTitle}</p>
        <p className={styles.decorativeText}>{s.decorativeText}</p>
      </div>
      {formElement}
    </div>
  );
}

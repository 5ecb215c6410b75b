import type { Registration } from '@rolescope/core';
import { registrationLevels } from '@rolescope/core/contract';
import { mobileDigits, type SignUpField, type SignUpValues } from '@rolescope/core/validation';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { setServerErrors } from '../../forms/schemaForm';
import { bulletList, registrationFailure } from '../../model/errors/registrationErrors';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { PasswordField } from '../../primitives/PasswordField';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { AuthForm, ErrorBanner, LinkButton } from '../shared/AuthForm';
import * as formStyles from '../shared/form.css';
import { guardedSubmit } from '../shared/formHandlers';
import * as styles from './SignUpForm.css';
import { TermsDialog } from './TermsDialog';
import { useSignUpForm } from './useSignUpForm';

/** Room to type past the 100-character limit and read its message, without unbounded input. */
const NAME_INPUT_LIMIT = 200;

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
  const { form, change, errorOf, stateOf, hintOf } = useSignUpForm();
  const [termsOpen, setTermsOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const register = useMutation({
    mutationKey: rolescopeKey('register'),
    mutationFn: (registration: Registration) => client.initiateRegistration(registration),
    onSuccess: (_response, registration) => {
      if (onRegistered) onRegistered(registration);
      else navigate('/verify-otp', { registration });
    },
    onError: (error) => {
      const failure = registrationFailure(error, s);
      setServerErrors(form.setError, failure.fields);
      setBanner(failure.banner ?? null);
      toast({
        title: strings.toasts.fixFollowing.title,
        description: bulletList(failure.problems),
        variant: 'destructive',
      });
    },
  });

  const submit = guardedSubmit(
    form.handleSubmit((values) =>
      register.mutate({
        email: values.email.trim(),
        password: values.password,
        mobile: mobileDigits(values.mobile),
        designation: values.designation.trim(),
        level: values.level,
        functionDepartment: values.functionDepartment.trim(),
        ...(values.name?.trim() ? { name: values.name.trim() } : {}),
      }),
    ),
    register.isPending || form.formState.isSubmitting,
    () => setBanner(null),
  );

  const levelOptions = registrationLevels.map((level) => ({
    value: level,
    label: s.levels[level],
  }));
  const state = (name: SignUpField) => ({
    error: errorOf(name),
    successHint: hintOf(name),
    'data-field-state': stateOf(name),
  });
  /** A text field bound to the form: its value, focus target, change and state. */
  const text = <F extends Exclude<SignUpField, 'termsAccepted'>>(
    field: ControllerRenderProps<SignUpValues, F>,
  ) => ({
    name: field.name,
    ref: field.ref,
    value: field.value,
    onChange: (e: { target: { value: string } }) => change(field.name, e.target.value),
    ...state(field.name),
  });
  const { control } = form;

  const formElement = (
    <AuthForm
      title={s.title}
      subtitle={s.subtitle}
      onSubmit={submit}
      className={decorative ? undefined : className}
    >
      <ErrorBanner message={banner} />
      <div className={styles.fields}>
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <TextField
              label={s.nameLabel}
              hint={s.nameHint}
              autoComplete="name"
              maxLength={NAME_INPUT_LIMIT}
              {...text(field)}
              value={field.value ?? ''}
            />
          )}
        />
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <TextField
              label={s.emailLabel}
              type="email"
              autoComplete="email"
              required
              {...text(field)}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label={s.passwordLabel}
              autoComplete="new-password"
              required
              {...text(field)}
            />
          )}
        />
        <Controller
          control={control}
          name="mobile"
          render={({ field }) => (
            <TextField
              label={s.mobileLabel}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              required
              {...text(field)}
            />
          )}
        />
        <Controller
          control={control}
          name="designation"
          render={({ field }) => (
            <TextField
              label={s.designationLabel}
              autoComplete="organization-title"
              required
              {...text(field)}
            />
          )}
        />
        <Controller
          control={control}
          name="level"
          render={({ field }) => (
            <Select
              label={s.levelLabel}
              options={levelOptions}
              placeholder={s.levelPlaceholder}
              required
              name={field.name}
              ref={field.ref}
              value={field.value || null}
              onChange={(level) => change('level', level)}
              error={errorOf('level')}
              hint={hintOf('level')}
            />
          )}
        />
        <Controller
          control={control}
          name="functionDepartment"
          render={({ field }) => (
            <TextField label={s.functionDepartmentLabel} required {...text(field)} />
          )}
        />
        <Controller
          control={control}
          name="termsAccepted"
          render={({ field }) => (
            <Checkbox
              label={s.termsPrefix}
              aria-label={`${s.termsPrefix} ${s.termsLink}`}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(e) => change('termsAccepted', e.target.checked)}
              error={errorOf('termsAccepted')}
              hint={hintOf('termsAccepted')}
              after={<LinkButton onClick={() => setTermsOpen(true)}>{s.termsLink}</LinkButton>}
            />
          )}
        />
      </div>
      <Button type="submit" fullWidth pending={register.isPending} pendingLabel={s.pending}>
        {s.submit}
      </Button>
      <p className={formStyles.center}>
        {s.haveAccount}{' '}
        <LinkButton onClick={() => (onSignIn ? onSignIn() : navigate('/login'))}>
          {s.signIn}
        </LinkButton>
      </p>
      <TermsDialog
        open={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => change('termsAccepted', true)}
      />
    </AuthForm>
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

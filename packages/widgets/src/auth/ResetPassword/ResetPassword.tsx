import {
  type ResetPasswordField,
  type ResetPasswordValues,
  resetPasswordFormSchema,
} from '@rolescope/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSchemaForm } from '../../forms/schemaForm';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { responseMessage } from '../shared/errors';
import * as formStyles from '../shared/form.css';

export type ResetPasswordProps = {
  /** The `token` query parameter of the reset link. */
  token?: string | null;
  /** Called after the password is changed; default: navigate to /password-success. */
  onReset?: () => void;
  /** "Request a new reset link"; default: navigate to /forgot-password. */
  onRequestNewLink?: () => void;
  /** "Back to Sign In"; default: navigate to /login. */
  onBackToSignIn?: () => void;
  className?: string;
};

/** Sets a new password with the token of a reset link. */
export function ResetPassword({
  token,
  onReset,
  onRequestNewLink,
  onBackToSignIn,
  className,
}: ResetPasswordProps) {
  const s = useStrings().resetPassword;
  const { client, navigate } = useRolescope();
  const id = useId();
  const form = useSchemaForm<ResetPasswordValues>(resetPasswordFormSchema, {
    password: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const reset = useMutation({
    mutationFn: (password: string) => client.resetPassword({ token: token ?? '', password }),
    onSuccess: () => (onReset ? onReset() : navigate('/password-success')),
    onError: (error) => setFailure(responseMessage(error) ?? s.failed),
  });

  // Editing a field clears its error and the failure; what was typed stays after a failure.
  const field = (name: ResetPasswordField) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setFailure(null);
      },
    });

  const send = form.handleSubmit(({ password }) => reset.mutate(password));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || reset.isSuccess || form.formState.isSubmitting) return;
    void send(event);
  };

  const requestNewLink = (
    <button
      type="button"
      className={formStyles.link}
      onClick={() => (onRequestNewLink ? onRequestNewLink() : navigate('/forgot-password'))}
    >
      {s.requestNewLink}
    </button>
  );

  return (
    <form
      className={[formStyles.form, className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <div className={formStyles.header}>
        <h2 id={`${id}-title`} className={formStyles.title}>
          {s.title}
        </h2>
        <p className={formStyles.subtitle}>{s.description}</p>
      </div>
      {!token ? (
        <>
          <p role="alert" className={formStyles.banner}>
            {s.missingToken}
          </p>
          <p className={formStyles.center}>{requestNewLink}</p>
        </>
      ) : (
        <>
          {failure ? (
            <p role="alert" className={formStyles.banner}>
              {failure}
            </p>
          ) : null}
          <PasswordField
            label={s.newPasswordLabel}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...field('password')}
          />
          <PasswordField
            label={s.confirmPasswordLabel}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...field('confirmPassword')}
          />
          <Button type="submit" fullWidth pending={reset.isPending} pendingLabel={s.pending}>
            {s.submit}
          </Button>
          {failure ? <p className={formStyles.center}>{requestNewLink}</p> : null}
        </>
      )}
      <p className={formStyles.center}>
        <button
          type="button"
          className={formStyles.link}
          onClick={() => (onBackToSignIn ? onBackToSignIn() : navigate('/login'))}
        >
          {s.backToSignIn}
        </button>
      </p>
    </form>
  );
}

import { resetPasswordFormSchema } from '@rolescope/core';
import type { ResetPasswordValues } from '@rolescope/core/validation';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSchemaForm } from '../../forms/schemaForm';
import { responseMessage } from '../../model/errors/apiErrors';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { AuthForm, BackToSignIn, ErrorBanner, LinkButton } from '../shared/AuthForm';
import * as formStyles from '../shared/form.css';
import { guardedSubmit, registerClearing } from '../shared/formHandlers';

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
  const form = useSchemaForm<ResetPasswordValues>(resetPasswordFormSchema, {
    password: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const reset = useMutation({
    mutationKey: rolescopeKey('resetPassword'),
    mutationFn: (password: string) => client.resetPassword({ token: token ?? '', password }),
    onSuccess: () => (onReset ? onReset() : navigate('/password-success')),
    onError: (error) => setFailure(responseMessage(error) ?? s.failed),
  });

  // Editing a field clears its error and the failure; what was typed stays after a failure.
  const field = registerClearing(form, () => setFailure(null));
  const submit = guardedSubmit(
    form.handleSubmit(({ password }) => reset.mutate(password)),
    reset.isPending || reset.isSuccess || form.formState.isSubmitting,
  );

  const requestNewLink = (
    <LinkButton
      onClick={() => (onRequestNewLink ? onRequestNewLink() : navigate('/forgot-password'))}
    >
      {s.requestNewLink}
    </LinkButton>
  );

  return (
    <AuthForm title={s.title} subtitle={s.description} onSubmit={submit} className={className}>
      {!token ? (
        <>
          <ErrorBanner message={s.missingToken} />
          <p className={formStyles.center}>{requestNewLink}</p>
        </>
      ) : (
        <>
          <ErrorBanner message={failure} />
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
      <BackToSignIn label={s.backToSignIn} onBack={onBackToSignIn} />
    </AuthForm>
  );
}

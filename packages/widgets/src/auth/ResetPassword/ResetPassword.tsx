import { type ResetPasswordField, validateResetPassword } from '@rolescope/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
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
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<ResetPasswordField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const reset = useMutation({
    mutationFn: (password: string) => client.resetPassword({ token: token ?? '', password }),
    onSuccess: () => (onReset ? onReset() : navigate('/password-success')),
    onError: (error) => setFailure(responseMessage(error) ?? s.failed),
  });

  const change = (field: ResetPasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || reset.isSuccess) return;
    const result = validateResetPassword(values);
    setErrors(result.errors);
    if (result.valid) reset.mutate(values.password);
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
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            onChange={(e) => change('password', e.target.value)}
          />
          <PasswordField
            label={s.confirmPasswordLabel}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => change('confirmPassword', e.target.value)}
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

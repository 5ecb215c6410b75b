import { forgotPasswordFormSchema } from '@rolescope/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSchemaForm } from '../../forms/schemaForm';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { responseMessage } from '../shared/errors';
import * as formStyles from '../shared/form.css';

export type ForgotPasswordProps = {
  /** 'panel' (in the auth panel: "Send Reset Link", failures in a toast) or 'page' (standalone, failures inline). */
  variant?: 'panel' | 'page';
  /** "Back to Sign In"; default: navigate to /login. */
  onBackToSignIn?: () => void;
  className?: string;
};

/** Requests a password reset e-mail. */
export function ForgotPassword({
  variant = 'page',
  onBackToSignIn,
  className,
}: ForgotPasswordProps) {
  const strings = useStrings();
  const s = strings.forgotPassword;
  const { client, navigate } = useRolescope();
  const { toast } = useToast();
  const id = useId();
  const form = useSchemaForm<{ email: string }>(forgotPasswordFormSchema, { email: '' });
  const [inlineError, setInlineError] = useState<string | null>(null);

  const request = useMutation({
    mutationFn: (address: string) => client.forgotPassword({ email: address }),
    onSuccess: () => {
      toast({
        title: strings.toasts.resetEmailSent.title,
        description: strings.toasts.resetEmailSent.description,
        variant: 'success',
      });
    },
    onError: (error) => {
      const message = responseMessage(error);
      if (variant === 'page') {
        setInlineError(message ?? s.failedPage);
        return;
      }
      toast({
        title: strings.toasts.resetEmailFailed.title,
        description: message ?? s.failedPanel,
        variant: 'destructive',
      });
    },
  });

  const send = form.handleSubmit(({ email }) => request.mutate(email.trim()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || form.formState.isSubmitting) return;
    setInlineError(null);
    void send(event);
  };

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
      {inlineError ? (
        <p role="alert" className={formStyles.banner}>
          {inlineError}
        </p>
      ) : null}
      {request.isSuccess ? (
        <p role="status" className={formStyles.note}>
          {s.sent}
        </p>
      ) : null}
      <TextField
        label={s.emailLabel}
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email', {
          onChange: () => {
            form.clearErrors('email');
            setInlineError(null);
          },
        })}
      />
      <Button type="submit" fullWidth pending={request.isPending} pendingLabel={s.pending}>
        {variant === 'panel' ? s.submitPanel : s.submitPage}
      </Button>
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

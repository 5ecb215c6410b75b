import { forgotPasswordFormSchema } from '@rolescope/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSchemaForm } from '../../forms/schemaForm';
import { responseMessage } from '../../model/errors/apiErrors';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { AuthForm, BackToSignIn, ErrorBanner } from '../shared/AuthForm';
import * as formStyles from '../shared/form.css';
import { guardedSubmit, registerClearing } from '../shared/formHandlers';

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
  const { client } = useRolescope();
  const { toast } = useToast();
  const form = useSchemaForm<{ email: string }>(forgotPasswordFormSchema, { email: '' });
  const [inlineError, setInlineError] = useState<string | null>(null);

  const request = useMutation({
    mutationKey: rolescopeKey('forgotPassword'),
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

  // Editing the address clears its error and the inline failure.
  const field = registerClearing(form, () => setInlineError(null));
  const submit = guardedSubmit(
    form.handleSubmit(({ email }) => request.mutate(email.trim())),
    request.isPending || form.formState.isSubmitting,
    () => setInlineError(null),
  );

  return (
    <AuthForm title={s.title} subtitle={s.description} onSubmit={submit} className={className}>
      <ErrorBanner message={inlineError} />
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
        {...field('email')}
      />
      <Button type="submit" fullWidth pending={request.isPending} pendingLabel={s.pending}>
        {variant === 'panel' ? s.submitPanel : s.submitPage}
      </Button>
      <BackToSignIn label={s.backToSignIn} onBack={onBackToSignIn} />
    </AuthForm>
  );
}

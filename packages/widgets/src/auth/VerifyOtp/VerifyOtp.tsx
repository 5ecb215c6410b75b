import { otpFormSchema, type Registration } from '@rolescope/core';
import { OTP_LENGTH } from '@rolescope/core/validation';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useSchemaForm } from '../../forms/schemaForm';
import { errorMessage, responseErrors, responseMessage } from '../../model/errors/apiErrors';
import { Button } from '../../primitives/Button';
import { OtpInput } from '../../primitives/OtpInput';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { AuthForm, ErrorBanner } from '../shared/AuthForm';
import * as formStyles from '../shared/form.css';
import { guardedSubmit } from '../shared/formHandlers';
import { useCountdown } from '../shared/useCountdown';
import * as styles from './VerifyOtp.css';

/** Seconds before a new code may be requested (a business constant of the specification). */
const RESEND_WAIT_SECONDS = 60;

export type VerifyOtpProps = {
  /** The sign-up form's data (the /verify-otp navigation state). */
  registration?: Registration | null;
  /** Called after the account is created; default: navigate to /login. */
  onVerified?: () => void;
  /** Shown when there is no registration; default: navigate to /signup. */
  onSignUp?: () => void;
  className?: string;
};

/** The one-time-code step: six boxes, a 60-second resend countdown, verify and resend. */
export function VerifyOtp({ registration, onVerified, onSignUp, className }: VerifyOtpProps) {
  const strings = useStrings();
  const s = strings.verifyOtp;
  const { client, navigate } = useRolescope();
  const { toast, dismiss } = useToast();
  const id = useId();
  /** The toast of the last refused code, closed when a new code is sent. */
  const errorToast = useRef<string | null>(null);
  const form = useSchemaForm<{ otp: string }>(otpFormSchema, { otp: '' });
  const error = form.formState.errors.otp?.message ?? null;
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

  const verify = useMutation({
    mutationKey: rolescopeKey('verifyOtp'),
    mutationFn: (code: string) => {
      if (!registration) throw new Error(s.missingRegistration);
      return client.verifyOtp({ ...registration, otp: code });
    },
    onSuccess: () => {
      toast({ title: strings.toasts.registered.title, variant: 'success' });
      if (onVerified) onVerified();
      else navigate('/login');
    },
    onError: (e) => {
      const errors = responseErrors(e);
      // The code typed stays; a message the server gives for it is shown on the boxes too.
      if (errors?.otp) form.setError('otp', { type: 'server', message: errors.otp });
      errorToast.current = toast({
        title: strings.toasts.otpError.title,
        description: errors
          ? Object.values(errors).join(', ')
          : (errorMessage(e) ?? strings.toasts.errorFallback),
        variant: 'destructive',
      });
    },
  });

  const resend = useMutation({
    mutationKey: rolescopeKey('resendOtp'),
    mutationFn: () => {
      if (!registration) throw new Error(s.missingRegistration);
      const { email, password, mobile } = registration;
      return client.initiateRegistration({ email, password, mobile });
    },
    onSuccess: () => {
      // A new code makes the old one and its error moot: the boxes start empty.
      form.reset({ otp: '' });
      verify.reset();
      if (errorToast.current) dismiss(errorToast.current);
      errorToast.current = null;
      toast({
        title: strings.toasts.resendSuccess.title,
        description: strings.toasts.resendSuccess.description,
        variant: 'success',
      });
      countdown.restart();
    },
    onError: (e) => {
      toast({
        title: strings.toasts.resendFailed.title,
        description: responseMessage(e) ?? strings.toasts.resendFailed.description,
        variant: 'destructive',
      });
    },
  });

  const submit = guardedSubmit(
    form.handleSubmit(({ otp }) => verify.mutate(otp)),
    verify.isPending || verify.isSuccess || form.formState.isSubmitting,
  );

  if (!registration) {
    return (
      <div className={[formStyles.form, className].filter(Boolean).join(' ')}>
        <h2 className={formStyles.title}>{s.title}</h2>
        <ErrorBanner message={s.missingRegistration} />
        <Button onClick={() => (onSignUp ? onSignUp() : navigate('/signup'))}>{s.signUp}</Button>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <AuthForm
      title={s.title}
      subtitle={formatString(s.description, { email: registration.email })}
      onSubmit={submit}
      className={className}
    >
      <div className={styles.code}>
        <Controller
          control={form.control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              ref={field.ref}
              value={field.value}
              length={OTP_LENGTH}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors('otp');
              }}
              invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              autoFocus
            />
          )}
        />
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth pending={verify.isPending} pendingLabel={s.pending}>
        {s.submit}
      </Button>
      <div className={formStyles.row}>
        <p className={styles.countdown}>
          {countdown.done ? '' : formatString(s.countdown, { seconds: countdown.seconds })}
        </p>
        <Button
          variant="ghost"
          disabled={!countdown.done || resend.isPending}
          pending={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {s.resend}
        </Button>
      </div>
    </AuthForm>
  );
}

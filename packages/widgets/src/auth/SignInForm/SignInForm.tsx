import { type LoginResult, signInFormSchema } from '@rolescope/core';
import type { SignInValues } from '@rolescope/core/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { fieldMessages, useSchemaForm } from '../../forms/schemaForm';
import { responseMessage } from '../../model/errors/apiErrors';
import { Button } from '../../primitives/Button';
import * as buttonStyles from '../../primitives/Button/Button.css';
import { PasswordField } from '../../primitives/PasswordField';
import { Switch } from '../../primitives/Switch';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { useStrings } from '../../strings/StringsContext';
import { AuthForm, ErrorBanner, LinkButton } from '../shared/AuthForm';
import * as formStyles from '../shared/form.css';
import { guardedSubmit, registerClearing } from '../shared/formHandlers';
import { messageLines } from '../shared/Messages';

/** Delay between the success toast and the redirect (a business constant of the specification). */
export const SIGN_IN_REDIRECT_MS = 500;

export type SignInFormProps = {
  /** Called 500 ms after a successful sign-in; default: navigate to /super-admin or /competency-evaluation. */
  onSignedIn?: (result: LoginResult) => void;
  /** Default: navigate to /forgot-password. */
  onForgotPassword?: () => void;
  /**
   * Called on a plain click of the Create New Account link (`<a href="/signup">`); default:
   * navigate to /signup with the state `{ from: 'auth' }`. Modified clicks keep the browser's own.
   */
  onCreateAccount?: () => void;
  /** Initial state of the Remember me switch (default on). */
  defaultRemember?: boolean;
  className?: string;
};

type SignInFormValues = SignInValues & { remember: boolean };

/**
 * The sign-in form: every validation error at once, a general error inline and in a toast on
 * failure, and on success the session stored (localStorage with Remember me, else
 * sessionStorage) then a redirect by role after 500 ms.
 */
export function SignInForm({
  onSignedIn,
  onForgotPassword,
  onCreateAccount,
  defaultRemember = true,
  className,
}: SignInFormProps) {
  const strings = useStrings();
  const s = strings.signIn;
  const { client, navigate } = useRolescope();
  const session = useSession();
  const { toast } = useToast();
  const id = useId();
  const form = useSchemaForm<SignInFormValues>(signInFormSchema, {
    email: '',
    password: '',
    remember: defaultRemember,
  });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const login = useMutation({
    mutationKey: rolescopeKey('login'),
    mutationFn: ({ remember: _, ...body }: SignInFormValues) => client.login(body),
    onSuccess: ({ data }, { remember }) => {
      session.signIn(data, { remember });
      setRedirecting(true);
      toast({
        title: strings.toasts.loginSuccess.title,
        description: strings.toasts.loginSuccess.description,
        variant: 'success',
      });
      redirect.current = setTimeout(() => {
        setRedirecting(false);
        if (onSignedIn) onSignedIn(data);
        else navigate(data.role === 'admin' ? '/super-admin' : '/competency-evaluation');
      }, SIGN_IN_REDIRECT_MS);
    },
    onError: (error) => {
      // Inline: the server's message, else Login failed; the toast's description falls back to
      // An error occurred (the specification's error catalogue).
      const message = responseMessage(error);
      setGeneral(message ?? s.failed);
      toast({
        title: strings.toasts.loginFailed.title,
        description: message ?? strings.toasts.errorFallback,
        variant: 'destructive',
      });
    },
  });

  // Editing a field clears its error and the general error (the specification's sign-in states).
  const field = registerClearing(form, () => setGeneral(null));
  const submit = guardedSubmit(
    form.handleSubmit(({ email, password, remember }) =>
      login.mutate({ email: email.trim(), password, remember }),
    ),
    isSubmitting || login.isPending || redirecting,
    () => setGeneral(null),
  );

  const sending = login.isPending || redirecting;
  const generalId = `${id}-general`;
  return (
    <AuthForm
      title={s.title}
      subtitle={s.subtitle}
      onSubmit={submit}
      className={className}
      describedBy={general ? generalId : undefined}
    >
      <ErrorBanner id={generalId} message={general} />
      <TextField
        label={s.emailLabel}
        type="email"
        autoComplete="email"
        required
        error={messageLines(fieldMessages(errors.email))}
        {...field('email')}
      />
      <PasswordField
        label={s.passwordLabel}
        required
        error={messageLines(fieldMessages(errors.password))}
        {...field('password')}
      />
      <div className={formStyles.row}>
        <Controller
          control={form.control}
          name="remember"
          render={({ field: remember }) => (
            <Switch
              label={s.rememberMe}
              checked={remember.value}
              onCheckedChange={remember.onChange}
            />
          )}
        />
        <LinkButton
          onClick={() => (onForgotPassword ? onForgotPassword() : navigate('/forgot-password'))}
        >
          {s.forgotPassword}
        </LinkButton>
      </div>
      <Button
        type="submit"
        fullWidth
        pending={isSubmitting || sending}
        pendingLabel={sending ? s.pending : s.validating}
      >
        {s.submit}
      </Button>
      <p className={formStyles.divider}>{s.divider}</p>
      <a
        href="/signup"
        className={buttonStyles.button({ variant: 'secondary', fullWidth: true })}
        onClick={(event) => {
          // A modified or non-primary click keeps the browser's own behaviour (new tab, window).
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          ) {
            return;
          }
          event.preventDefault();
          if (onCreateAccount) onCreateAccount();
          else navigate('/signup', { from: 'auth' });
        }}
      >
        {s.createAccount}
      </a>
    </AuthForm>
  );
}

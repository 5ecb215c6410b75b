import { isApiError, profileFormSchema, serverMessage, type User } from '@rolescope/core';
import type { ProfileValues } from '@rolescope/core/validation';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { setServerErrors, useSchemaForm } from '../../forms/schemaForm';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { TextField } from '../../primitives/TextField';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { useStrings } from '../../strings/StringsContext';
import { ErrorBanner } from '../shared/AuthForm';
import { guardedSubmit } from '../shared/formHandlers';
import * as styles from './ProfileDialog.css';

export type ProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the updated user after a successful save (the session already holds it). */
  onSaved?: (user: User) => void;
};

/**
 * The signed-in user's profile: the optional full name (trimmed, at most 100 characters; empty
 * means none). Save stores it on the server and updates the session's user at once; a failure
 * keeps the dialog open with what was typed and the server's message.
 */
export function ProfileDialog({ open, onOpenChange, onSaved }: ProfileDialogProps) {
  const s = useStrings().profile;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={s.title} description={s.description}>
      <ProfileForm onDone={() => onOpenChange(false)} onSaved={onSaved} />
    </Dialog>
  );
}

/** The dialog's form, mounted on each opening so it starts from the current name. */
function ProfileForm({ onDone, onSaved }: { onDone: () => void; onSaved?: (user: User) => void }) {
  const strings = useStrings();
  const s = strings.profile;
  const { client } = useRolescope();
  const { user, updateUser } = useSession();
  const id = useId();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<ProfileValues>(profileFormSchema, { name: user?.name ?? '' });

  const save = useMutation({
    mutationKey: rolescopeKey('updateCurrentUser'),
    mutationFn: (values: ProfileValues) => client.updateCurrentUser({ name: values.name.trim() }),
    onSuccess: ({ data }) => {
      updateUser(data);
      onSaved?.(data);
      onDone();
    },
    onError: (error) => {
      const nameError = isApiError(error) ? error.errors?.name : undefined;
      if (nameError) setServerErrors(form.setError, { name: nameError });
      else setBanner(serverMessage(error) ?? strings.toasts.errorFallback);
    },
  });

  const submit = guardedSubmit(
    form.handleSubmit((values) => save.mutate(values)),
    save.isPending || form.formState.isSubmitting,
    () => setBanner(null),
  );

  return (
    <form id={`${id}-form`} className={styles.form} onSubmit={submit} noValidate>
      <ErrorBanner message={banner} />
      <TextField
        label={s.nameLabel}
        hint={s.nameHint}
        autoComplete="name"
        error={form.formState.errors.name?.message}
        {...form.register('name', { onChange: () => form.clearErrors('name') })}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {s.cancel}
        </Button>
        <Button type="submit" pending={save.isPending} pendingLabel={s.saving}>
          {s.save}
        </Button>
      </div>
    </form>
  );
}

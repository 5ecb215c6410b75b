import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The submit handler of an account form: ignores a submit while `busy` (a request pending,
 * validation running, already done), else runs `beforeSend` (e.g. clearing the general error)
 * and `send` (react-hook-form's `handleSubmit(...)`).
 */
export const guardedSubmit =
  (send: (event: FormEvent) => Promise<void>, busy: boolean, beforeSend?: () => void) =>
  (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    beforeSend?.();
    void send(event);
  };

/**
 * `register` for fields whose editing clears their own error and calls `onEdit` (e.g. clearing
 * the general error); what was typed stays after a failure.
 */
export const registerClearing =
  <V extends FieldValues>(form: UseFormReturn<V>, onEdit: () => void) =>
  (name: Path<V>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onEdit();
      },
    });

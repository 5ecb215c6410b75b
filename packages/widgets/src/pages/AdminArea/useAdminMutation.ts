import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { responseErrors, responseMessage } from '../../model/errors/apiErrors';
import { useToast } from '../../primitives/Toast';
import { useStrings } from '../../strings';

export type AdminMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'onError'
> & {
  /** The title of the toast when the call fails. */
  failedTitle: string;
  /** A message the server gives about this field goes to the field instead of a toast. */
  field?: { name: string; setError: (message: string) => void };
  /** After a failure, once it is toasted or shown on the field (e.g. closes a confirmation). */
  onFailed?: () => void;
};

/**
 * An admin dialog's call: a failure toasts its title with the server's message (or the
 * generic one), or, when the server names the dialog's field, shows its message there.
 */
export function useAdminMutation<TData, TVariables = void>({
  failedTitle,
  field,
  onFailed,
  ...options
}: AdminMutationOptions<TData, TVariables>) {
  const strings = useStrings();
  const { toast } = useToast();
  return useMutation({
    ...options,
    onError: (error) => {
      const message = field ? responseErrors(error)?.[field.name] : undefined;
      if (field && message) field.setError(message);
      else
        toast({
          title: failedTitle,
          description: responseMessage(error) ?? strings.toasts.errorFallback,
          variant: 'destructive',
        });
      onFailed?.();
    },
  });
}

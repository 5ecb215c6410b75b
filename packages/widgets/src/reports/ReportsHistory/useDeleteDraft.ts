import { serverMessage } from '@rolescope/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';

/**
 * Deletes a draft; on success toasts 'Draft Deleted' and refreshes every cached page of
 * the list; on failure a destructive 'Could not delete draft' toast with the server's
 * message, else 'An error occurred'.
 */
export const useDeleteDraft = (email: string) => {
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { toasts } = useStrings();
  return useMutation({
    mutationKey: rolescopeKey('deleteDraft'),
    mutationFn: (id: string) => client.deleteDraft(id),
    onSuccess: async () => {
      toast({ ...toasts.draftDeleted, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: rolescopeKey('fetchReports', email) });
    },
    onError: (error) => {
      toast({
        title: toasts.draftDeleteFailed.title,
        description: serverMessage(error) ?? toasts.errorFallback,
        variant: 'destructive',
      });
    },
  });
};

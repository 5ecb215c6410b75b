import type { ReportSummary } from '@rolescope/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { reportQueryOptions } from './reportsQuery';

/**
 * Reads one whole report of a list's summary (`fetchUserReport`, from the cache when it was
 * prefetched) for Complete Assessment and a host's own View; a destructive toast when it
 * cannot be read. `prefetch` warms the cache on hover and focus.
 */
export const useOpenReport = (email: string) => {
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { reportsHistory: s } = useStrings();
  const open = useMutation({
    mutationKey: rolescopeKey('openReport'),
    mutationFn: (summary: ReportSummary) =>
      queryClient.fetchQuery(reportQueryOptions(client, email, summary._id)),
    onError: () => {
      toast({ title: s.openErrorTitle, description: s.openErrorMessage, variant: 'destructive' });
    },
  });
  const prefetch = (summary: ReportSummary) => {
    if (email === '') return;
    void queryClient.prefetchQuery(reportQueryOptions(client, email, summary._id));
  };
  return { open, prefetch };
};

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { reportsQueryOptions } from './reportsQuery';

/**
 * One page of the signed-in user's reports (`['fetchReports', email, page, limit]`), the
 * previous page kept on screen while the next loads, and the following page prefetched.
 * Disabled (pending) until the session's e-mail is known.
 */
export const useReportsPage = (page: number, limit: number) => {
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const email = user?.email ?? '';
  const query = useQuery({
    ...reportsQueryOptions(client, email, page, limit),
    enabled: email !== '',
    placeholderData: keepPreviousData,
  });
  const totalPages = query.data?.pagination.totalPages ?? 0;
  const settled = !query.isPlaceholderData && query.isSuccess;
  useEffect(() => {
    if (email === '' || !settled || page >= totalPages) return;
    void queryClient.prefetchQuery(reportsQueryOptions(client, email, page + 1, limit));
  }, [client, email, limit, page, queryClient, settled, totalPages]);
  return { ...query, email };
};

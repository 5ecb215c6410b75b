import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SortState } from '../../model/reports/sortReports';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { reportsQueryOptions } from './reportsQuery';

/**
 * One page of the signed-in user's reports (`['fetchReports', email, page, limit]`, then the
 * sort's key and direction when the whole list is sorted), the
 * previous page kept on screen while the next loads, and the following page prefetched.
 * Disabled (pending) until the session's e-mail is known.
 */
export const useReportsPage = (page: number, limit: number, sort: SortState = null) => {
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const email = user?.email ?? '';
  const query = useQuery({
    ...reportsQueryOptions(client, email, page, limit, sort),
    enabled: email !== '',
    placeholderData: keepPreviousData,
  });
  const totalPages = query.data?.pagination.totalPages ?? 0;
  const settled = !query.isPlaceholderData && query.isSuccess;
  useEffect(() => {
    if (email === '' || !settled || page >= totalPages) return;
    void queryClient.prefetchQuery(reportsQueryOptions(client, email, page + 1, limit, sort));
  }, [client, email, limit, page, queryClient, settled, sort, totalPages]);
  return { ...query, email };
};

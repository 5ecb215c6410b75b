import { useQuery } from '@tanstack/react-query';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';

/**
 * Who may see the insights, from the session `/v1/user/me` carries: `hr` (the whole
 * organisation), `manager` (their reach: the server scopes the figures), or why not. With
 * `organizationId` (the administrator's view of one organisation), a Rolescope administrator
 * sees the whole organisation (as `hr`) and nobody else.
 */
export type InsightsAccess =
  | { status: 'loading' }
  | { status: 'allowed'; role: 'hr' | 'manager' }
  | { status: 'denied'; reason: 'role' | 'feature' };

export const useInsightsAccess = (organizationId?: string): InsightsAccess => {
  const { client } = useRolescope();
  const me = useQuery({
    queryKey: rolescopeKey('me'),
    queryFn: ({ signal }) => client.getCurrentUser({ signal }),
    staleTime: 60_000,
  });
  if (me.isPending) return { status: 'loading' };
  if (organizationId !== undefined)
    return me.data?.data.role === 'admin'
      ? { status: 'allowed', role: 'hr' }
      : { status: 'denied', reason: 'role' };
  // No embed session (a Rolescope account) or no answer: the organisation's calls would be
  // refused, so none is made.
  const session = me.data?.data.session;
  if (!session || session.role === 'employee') return { status: 'denied', reason: 'role' };
  if (!session.features.includes('insights')) return { status: 'denied', reason: 'feature' };
  return { status: 'allowed', role: session.role };
};

import type { EmbedFeature, EmbedRole } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { rolescopeKey } from '../provider/queryKeys';
import { useRolescope } from '../provider/useRolescope';
import { authLoadingAtom, isAuthenticatedAtom } from './atoms';

/**
 * Who the signed-in session is, as `GET /v1/user/me` tells it: `role` and `features` of an
 * embed session, or `role: null` for an ordinary Rolescope account (no organisation role);
 * `admin`: the account is a Rolescope administrator.
 */
export type SessionRole =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error' }
  | {
      status: 'ready';
      role: EmbedRole | null;
      features: readonly EmbedFeature[];
      admin: boolean;
    };

/**
 * The session's organisation role. Nothing is asked while nobody is signed in (a 401 would
 * end a session that does not exist); the answer is kept for the provider's life, since a
 * session's role is signed into its secret and cannot change under it.
 */
export const useSessionRole = (): SessionRole => {
  const { client } = useRolescope();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  // The stored session is read in an effect after the first render: until then, not known.
  const restoring = useAtomValue(authLoadingAtom);
  const me = useQuery({
    queryKey: rolescopeKey('me'),
    queryFn: ({ signal }) => client.getCurrentUser({ signal }),
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!signedIn) return restoring ? { status: 'loading' } : { status: 'signedOut' };
  if (me.isPending) return { status: 'loading' };
  if (me.isError) return { status: 'error' };
  const { session, role } = me.data.data;
  const admin = role === 'admin';
  return session
    ? { status: 'ready', role: session.role, features: session.features, admin }
    : { status: 'ready', role: null, features: [], admin };
};

/**
 * Whether the session is known and holds one of these roles (null: an ordinary Rolescope
 * account, which has no organisation role).
 */
export const hasRole = (session: SessionRole, ...roles: readonly (EmbedRole | null)[]) =>
  session.status === 'ready' && roles.includes(session.role);

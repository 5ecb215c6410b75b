import type { EmbedRole } from '@rolescope/core/contract';
import { useSession } from '../../session/useSession';

/**
 * The role of the embed session the widgets run in, as `GET /v1/user/me` answered it when the
 * provider started the session (`data.session.role`); null for an ordinary sign-in or before
 * anyone is signed in. The provider keeps that answer as the session's user.
 */
export const useSessionRole = (): EmbedRole | null => {
  const { user } = useSession();
  const session = (user as { session?: { role?: unknown } } | null)?.session;
  const role = session?.role;
  return role === 'employee' || role === 'manager' || role === 'hr' ? role : null;
};

/** Managers (their reach) and hr (the organisation) read the list of people. */
export const readsTeam = (role: EmbedRole | null): boolean => role === 'manager' || role === 'hr';

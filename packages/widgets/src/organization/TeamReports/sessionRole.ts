import type { EmbedRole } from '@rolescope/core/contract';
import { useSessionRole as useSession } from '../../session/useSessionRole';

/**
 * The role of the embed session the widgets run in (`GET /v1/user/me`'s `data.session.role`);
 * null while it is not known, for an ordinary sign-in, or before anyone is signed in.
 */
export const useSessionRole = (): EmbedRole | null => {
  const session = useSession();
  return session.status === 'ready' ? session.role : null;
};

/** Managers (their reach) and hr (the organisation) read the list of people. */
export const readsTeam = (role: EmbedRole | null): boolean => role === 'manager' || role === 'hr';

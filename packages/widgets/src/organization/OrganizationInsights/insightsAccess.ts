import type { SessionRole } from '../../session/useSessionRole';

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

/** The insights' access for a session (see `InsightsAccess`). */
export const insightsAccess = (session: SessionRole, organizationId?: string): InsightsAccess => {
  if (session.status === 'loading') return { status: 'loading' };
  // Signed out, no answer, or no embed session (a Rolescope account): the organisation's calls
  // would be refused, so none is made.
  if (session.status !== 'ready') return { status: 'denied', reason: 'role' };
  if (organizationId !== undefined)
    return session.admin ? { status: 'allowed', role: 'hr' } : { status: 'denied', reason: 'role' };
  if (session.role !== 'hr' && session.role !== 'manager')
    return { status: 'denied', reason: 'role' };
  if (!session.features.includes('insights')) return { status: 'denied', reason: 'feature' };
  return { status: 'allowed', role: session.role };
};

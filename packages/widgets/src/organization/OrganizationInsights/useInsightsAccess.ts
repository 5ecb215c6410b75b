import { useSessionRole } from '../../session/useSessionRole';
/**
 * Who may see the insights, from the session `/v1/user/me` carries: `hr` (the whole
 * organisation), `manager` (their reach: the server scopes the figures), or why not.
 */
export type InsightsAccess =
  | { status: 'loading' }
  | { status: 'allowed'; role: 'hr' | 'manager' }
  | { status: 'denied'; reason: 'role' | 'feature' };

export const useInsightsAccess = (): InsightsAccess => {
  const session = useSessionRole();
  if (session.status === 'loading') return { status: 'loading' };
  // No embed session (a Rolescope account, nobody signed in) or no answer: the organisation's
  // calls would be refused, so none is made.
  if (session.status !== 'ready' || session.role === null || session.role === 'employee') {
    return { status: 'denied', reason: 'role' };
  }
  if (!session.features.includes('insights')) return { status: 'denied', reason: 'feature' };
  return { status: 'allowed', role: session.role };
};

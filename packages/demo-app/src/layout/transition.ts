/** How long the page-transition indicator shows on a path change (ms). */
export const PAGE_TRANSITION_MS = 300;

/** The account routes: no indicator when navigation comes from the auth flow or has no state. */
const ACCOUNT_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-otp',
  '/password-success',
] as const;

const fromAuthFlow = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { from?: unknown }).from === 'auth';

/** True when a change to `pathname` with navigation `state` shows the transition indicator. */
export const showsTransition = (pathname: string, state: unknown): boolean => {
  const account = (ACCOUNT_ROUTES as readonly string[]).includes(pathname);
  if (!account) return true;
  return !(state == null || fromAuthFlow(state));
};

import { AuthPanel, UserMenu, useSession } from '@rolescope/widgets';
import type { WidgetContext } from '../base/RolescopeElementBase';

const stay = () => {};

/**
 * Signed out: the sign-in / sign-up panel. Signed in: the user menu with Sign Out.
 * The session events come from the session store; View History asks the host to navigate.
 */
export function AuthFlow({ emit }: WidgetContext) {
  const { isAuthenticated, authLoading } = useSession();
  if (authLoading) return null;
  if (isAuthenticated) {
    return (
      <UserMenu
        onViewHistory={() => emit('rolescope:navigate', { path: '/reports-history' })}
        onSignedOut={stay}
      />
    );
  }
  return <AuthPanel onSignedIn={stay} />;
}

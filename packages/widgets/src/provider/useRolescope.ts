import { useContext } from 'react';
import { RolescopeContext, type RolescopeContextValue } from './context';

/** The provider's client, QueryClient, token store, theme and `navigate`. */
export const useRolescope = (): RolescopeContextValue => {
  const value = useContext(RolescopeContext);
  if (!value) throw new Error('useRolescope must be used inside <RolescopeProvider>');
  return value;
};

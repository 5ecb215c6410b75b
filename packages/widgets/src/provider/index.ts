export type { NavigateFn } from './context';
export { RolescopeProvider, type RolescopeProviderProps } from './RolescopeProvider';
export { useRolescope } from './useRolescope';

export type { NavigateFn } from './context';
export {
  EmbedSessionError,
  type EmbedSessionErrorReason,
  isEmbedSessionError,
} from './embedSessionError';
export { RolescopeProvider, type RolescopeProviderProps } from './RolescopeProvider';
export { type OrganizationClient, useOrganizationClient } from './useOrganizationClient';
export { useRolescope } from './useRolescope';

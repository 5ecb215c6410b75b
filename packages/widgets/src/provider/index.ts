export type { NavigateFn, RolescopeContextValue } from './context';
export {
  CACHE_TIME_MS,
  createRolescopeQueryClient,
  defaultQueryOptions,
  isAuthError,
  MAX_RETRIES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
  shouldRetry,
} from './queryDefaults';
export { RolescopeProvider, type RolescopeProviderProps } from './RolescopeProvider';
export { useRolescope } from './useRolescope';

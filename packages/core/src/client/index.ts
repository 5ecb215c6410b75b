export {
  ApiError,
  type ApiErrorOptions,
  isApiError,
  serverMessage,
} from './ApiError';
export type { CallOptions } from './callInput';
export type { FetchClientSecret } from './clientSecret';
export { createApiClient } from './createApiClient';
export { createOrganizationClient } from './createOrganizationClient';
export { type ApiClientConfig, CLIENT_SECRET_ERROR_MESSAGE } from './request';
export {
  type BrowserTokenStoreOptions,
  createBrowserTokenStore,
  TOKEN_KEY,
  type TokenStore,
  type TokenStoreKeys,
  USER_KEY,
} from './tokenStorage';
export type { ApiClient, OrganizationClient } from './types';

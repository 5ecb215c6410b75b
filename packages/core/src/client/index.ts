export {
  ApiError,
  type ApiErrorOptions,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  UNEXPECTED_RESPONSE_STATUS,
} from './ApiError';
export type { CallOptions } from './callInput';
export { createApiClient } from './createApiClient';
export type { ApiClientConfig } from './request';
export {
  createBrowserTokenStore,
  TOKEN_KEY,
  type TokenStore,
  USER_KEY,
} from './tokenStorage';
export type { ApiClient, ClientArgs, ClientMethod, DataResponse, ReportsQuery } from './types';

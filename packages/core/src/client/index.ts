export {
  ApiError,
  type ApiErrorOptions,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  UNEXPECTED_RESPONSE_STATUS,
} from './ApiError';
export { createApiClient } from './createApiClient';
export type { ApiClientConfig, CallOptions } from './request';
export {
  createBrowserTokenStore,
  TOKEN_KEY,
  type TokenStore,
  USER_KEY,
} from './tokenStorage';
export type { ApiClient, DataResponse, ReportsQuery } from './types';

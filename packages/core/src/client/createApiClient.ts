import { userEndpoints } from '../contract/userEndpoints';
import { clientOf } from './clientOf';
import { type ApiClientConfig, createRequest } from './request';
import type { ApiClient } from './types';

/**
 * A typed client of a person's endpoints (public, signed-in user, administrator): one method
 * per row of `userEndpoints`, named as the row; see `ApiClient` for what each method sends,
 * resolves to and rejects with. The organisation's endpoints are `createOrganizationClient`'s.
 */
export const createApiClient = (config: ApiClientConfig): ApiClient =>
  clientOf(userEndpoints, createRequest(config));

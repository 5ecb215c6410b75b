import type { Endpoint } from '../contract/endpoint';
import { endpoints } from '../contract/endpoints';
import { type ApiClientConfig, createRequest } from './request';
import type { ApiClient, ClientMethod, ClientOf } from './types';

type Request = ReturnType<typeof createRequest>;

/** One method per row of `table`, each sending its row through `request`. */
const clientOf = <T extends Record<keyof T, Endpoint>>(table: T, request: Request): ClientOf<T> => {
  const client: Partial<ClientOf<T>> = {};
  for (const name in table) {
    const method: ClientMethod<T[typeof name]> = (...args) => request(table[name], args);
    client[name] = method;
  }
  // Every row of the table has its method now.
  return client as ClientOf<T>;
};

/**
 * A typed client for every endpoint of the HTTP contract: one method per
 * row of the `endpoints` table, named as the row; see `ApiClient` for what each method
 * sends, resolves to and rejects with.
 */
export const createApiClient = (config: ApiClientConfig): ApiClient =>
  clientOf(endpoints, createRequest(config));

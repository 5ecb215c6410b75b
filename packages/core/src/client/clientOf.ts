import type { Endpoint } from '../contract/endpoint';
import type { createRequest } from './request';
import type { ClientMethod, ClientOf } from './types';

type Request = ReturnType<typeof createRequest>;

/** One method per row of `table`, each sending its row through `request`. */
export const clientOf = <T extends Record<keyof T, Endpoint>>(
  table: T,
  request: Request,
): ClientOf<T> => {
  const client: Partial<ClientOf<T>> = {};
  for (const name in table) {
    const method: ClientMethod<T[typeof name]> = (...args) => request(table[name], args);
    client[name] = method;
  }
  // Every row of the table has its method now.
  return client as ClientOf<T>;
};

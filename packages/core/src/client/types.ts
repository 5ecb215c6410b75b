import type {
  Endpoint,
  PathParamName,
  PathParams,
  RequestBody,
  RequestQuery,
  ResponseBody,
} from '../contract/endpoint';
import type { OrganizationClientEndpoints } from '../contract/organizationClientEndpoints';
import type { UserEndpoints } from '../contract/userEndpoints';
import type { CallOptions } from './callInput';

/** The contract's success envelope. */
export interface DataResponse<T> {
  data: T;
  message?: string;
}

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * A method's arguments before its options, from its row of the endpoint table (the rules
 * `toCall` applies at run time):
 * - a body and no path parameter: `(body)`, as `login(body)`;
 * - a query and no path parameter: `(query?)`, as `listOrganizations({ page, limit })`;
 * - one path parameter and nothing else: `(value)`, as `deleteDraft(id)`;
 * - path parameters and a query: `({ ...params, ...query })`, as
 *   `fetchUserReports({ email, page })`;
 * - path parameters and a body: `({ ...params, body })`;
 * - several path parameters alone: `({ ...params })`;
 * - nothing: `()`, as `logout()`.
 */
export type ClientArgs<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? E extends { body: unknown }
    ? [body: RequestBody<E>]
    : E extends { query: unknown }
      ? [query?: RequestQuery<E>]
      : []
  : E extends { body: unknown }
    ? [input: PathParams<E['path']> & { body: RequestBody<E> }]
    : E extends { query: unknown }
      ? [input: PathParams<E['path']> & RequestQuery<E>]
      : IsUnion<PathParamName<E['path']>> extends true
        ? [params: PathParams<E['path']>]
        : [value: string];

/** One client method: the row's arguments, then `{ signal }` to abort it. */
export type ClientMethod<E extends Endpoint> = (
  ...args: [...ClientArgs<E>, options?: CallOptions]
) => Promise<ResponseBody<E>>;

/**
 * One method per row of a person's endpoints (`userEndpoints`: public, signed-in user,
 * administrator), named as the row; an editor shows the row's doc comment on each. Each takes an optional last
 * argument `{ signal }` to abort it.
 *
 * Every method resolves to the whole response body, parsed with the row's response schema
 * (unknown fields dropped): `{ data, message? }`, `{ data, pagination }` for lists,
 * `{ message }` for calls that answer only a message, `{ status }` for `health`.
 *
 * It rejects with an `ApiError`: the HTTP status with the body's `message` (else the
 * status text) and `errors`, plus `retryAfter` (seconds) on a 429; status 0 'Network
 * error' when no answer came (the cause kept); status 502 'Unexpected response from
 * server' when a success body does not match the contract. A call aborted through its
 * `signal` rejects with the abort error itself, not an `ApiError`. A 401 or 403 answer
 * to a call that carried a token also calls the config's `onUnauthorized`.
 */
export type ApiClient = ClientOf<UserEndpoints>;

/**
 * One method per row of an organisation's endpoints (`organizationClientEndpoints`: embed
 * sessions, the directory, the organisation's reports and insights), named as the row; the
 * same arguments, results and errors as `ApiClient`'s methods.
 */
export type OrganizationClient = ClientOf<OrganizationClientEndpoints>;

/** A client of an endpoint table: one method per row, named as the row. */
export type ClientOf<T extends Record<keyof T, Endpoint>> = { [N in keyof T]: ClientMethod<T[N]> };

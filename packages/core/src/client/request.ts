import * as z from 'zod/mini';
import { errorBodySchema } from '../contract/common';
import type { Endpoint, ResponseBody } from '../contract/endpoint';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  UNEXPECTED_RESPONSE_STATUS,
} from './ApiError';
import { toCall } from './callInput';
import {
  type ClientSecretHolder,
  createClientSecretHolder,
  type FetchClientSecret,
} from './clientSecret';

export interface ApiClientConfig {
  /** The API base, ending in `/api` (a trailing slash is stripped). */
  baseUrl: string;
  /** The bearer token for each call; sync or async; null or undefined sends none. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called on a 401 or 403 answer to a call that carried a token (after the one retry below). */
  onUnauthorized?: () => void;
  /**
   * Embed sessions: resolves to a client secret minted by the host's backend (see
   * `POST /v1/embed/sessions`). The secret is the bearer of every call that needs a user; it is
   * held in memory only, fetched before the first such call (one fetch for concurrent calls),
   * and fetched again when the API answers 401, retrying that call once. `getToken` is not
   * used when this is set. Clients built with the same function (`createApiClient` and
   * `createOrganizationClient` of one page) share one secret.
   */
  fetchClientSecret?: FetchClientSecret;
  /** Defaults to `globalThis.fetch`, looked up at call time. */
  fetch?: typeof globalThis.fetch;
}

const retryAfterSeconds = (header: string | null): number | undefined => {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

const readJson = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** The message of the ApiError(401) a call rejects with when `fetchClientSecret` fails. */
export const CLIENT_SECRET_ERROR_MESSAGE = 'Could not start the session';

/**
 * Rows that carry the embed session's secret: a user's, and the organisation's reads (a
 * manager's or hr's session); public rows and the API key's own rows do not.
 */
const needsUser = (row: Endpoint): boolean => row.access !== 'public' && row.access !== 'apiKey';

// One secret per `fetchClientSecret` function: the person's client and the organisation's client
// of one page, built from the same config, share a session instead of minting one each.
const secretHolders = new WeakMap<FetchClientSecret, ClientSecretHolder>();
const secretHolderOf = (fetchClientSecret: FetchClientSecret): ClientSecretHolder => {
  let holder = secretHolders.get(fetchClientSecret);
  if (!holder) {
    holder = createClientSecretHolder(fetchClientSecret);
    secretHolders.set(fetchClientSecret, holder);
  }
  return holder;
};

/**
 * Builds the function that performs one call of a row of an endpoint table with a
 * client method's arguments (see `toCall`), resolving to the body parsed with the row's
 * response schema.
 */
export const createRequest = (config: ApiClientConfig) => {
  const base = config.baseUrl.replace(/\/+$/, '');
  const secret = config.fetchClientSecret ? secretHolderOf(config.fetchClientSecret) : undefined;
  const tokenFor = async (row: Endpoint): Promise<string | null> => {
    if (!secret) return (await config.getToken?.()) ?? null;
    return needsUser(row) ? secret.get() : null;
  };

  return async <E extends Endpoint>(row: E, args: readonly unknown[]): Promise<ResponseBody<E>> => {
    const { path, search, body: payload, options } = toCall(row, args);
    const send = async (token: string | null) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      try {
        const doFetch = config.fetch ?? globalThis.fetch;
        const res = await doFetch(`${base}${path}${search ? `?${search}` : ''}`, {
          method: row.method,
          headers,
          body: payload === undefined ? null : JSON.stringify(payload),
          signal: options.signal ?? null,
        });
        return { res, json: await readJson(res) };
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause });
      }
    };

    let token: string | null;
    try {
      token = await tokenFor(row);
    } catch (cause) {
      throw new ApiError(401, CLIENT_SECRET_ERROR_MESSAGE, { fromServer: false, cause });
    }
    let { res, json } = await send(token);
    if (secret && token && res.status === 401) {
      // The secret expired or was revoked: one new secret, one retry.
      try {
        token = await secret.renew(token);
      } catch (cause) {
        throw new ApiError(401, CLIENT_SECRET_ERROR_MESSAGE, { fromServer: false, cause });
      }
      ({ res, json } = await send(token));
    }

    if (!res.ok) {
      if (token && (res.status === 401 || res.status === 403)) config.onUnauthorized?.();
      const body = errorBodySchema.safeParse(json);
      const own = (body.success && body.data.message) || '';
      const message = own || res.statusText || 'Request failed';
      throw new ApiError(res.status, message, {
        fromServer: own !== '',
        ...(body.success && body.data.errors ? { errors: body.data.errors } : {}),
        ...(res.status === 429
          ? { retryAfter: retryAfterSeconds(res.headers.get('Retry-After')) }
          : {}),
      });
    }
    const parsed = z.safeParse<E['response']>(row.response, json);
    if (!parsed.success) {
      throw new ApiError(UNEXPECTED_RESPONSE_STATUS, UNEXPECTED_RESPONSE_MESSAGE, {
        fromServer: false,
        cause: parsed.error,
      });
    }
    return parsed.data;
  };
};

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

export interface ApiClientConfig {
  /** The API base, ending in `/api` (a trailing slash is stripped). */
  baseUrl: string;
  /** The bearer token for each call; sync or async; null or undefined sends none. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called on a 401 or 403 answer to a call that carried a token. */
  onUnauthorized?: () => void;
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

/**
 * Builds the function that performs one call of a row of the `endpoints` table with a
 * client method's arguments (see `toCall`), resolving to the body parsed with the row's
 * response schema.
 */
export const createRequest = (config: ApiClientConfig) => {
  const base = config.baseUrl.replace(/\/+$/, '');
  return async <E extends Endpoint>(row: E, args: readonly unknown[]): Promise<ResponseBody<E>> => {
    const { path, search, body: payload, options } = toCall(row, args);
    const token = (await config.getToken?.()) ?? null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    let res: Response;
    let json: unknown;
    try {
      const doFetch = config.fetch ?? globalThis.fetch;
      res = await doFetch(`${base}${path}${search ? `?${search}` : ''}`, {
        method: row.method,
        headers,
        body: payload === undefined ? null : JSON.stringify(payload),
        signal: options.signal ?? null,
      });
      json = await readJson(res);
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause });
    }

    if (!res.ok) {
      if (token && (res.status === 401 || res.status === 403)) config.onUnauthorized?.();
      const body = errorBodySchema.safeParse(json);
      const message = (body.success && body.data.message) || res.statusText || 'Request failed';
      throw new ApiError(res.status, message, {
        ...(body.success && body.data.errors ? { errors: body.data.errors } : {}),
        ...(res.status === 429
          ? { retryAfter: retryAfterSeconds(res.headers.get('Retry-After')) }
          : {}),
      });
    }
    const parsed = z.safeParse<E['response']>(row.response, json);
    if (!parsed.success) {
      throw new ApiError(UNEXPECTED_RESPONSE_STATUS, UNEXPECTED_RESPONSE_MESSAGE, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  };
};

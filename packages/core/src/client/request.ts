import type * as z from 'zod/mini';
import { errorBodySchema } from '../contract/common';
import { type EndpointName, endpoints, fillPath } from '../contract/endpoints';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  UNEXPECTED_RESPONSE_STATUS,
} from './ApiError';

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

export interface CallOptions {
  signal?: AbortSignal;
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, number | string | undefined>;
  body?: unknown;
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

/** Builds the function that performs one call of the `endpoints` table. */
export const createRequest = (config: ApiClientConfig) => {
  const base = config.baseUrl.replace(/\/+$/, '');
  return async <S extends z.ZodMiniType>(
    name: EndpointName,
    schema: S,
    input: CallInput = {},
    options: CallOptions = {},
  ): Promise<z.output<S>> => {
    const { method, path } = endpoints[name];
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const query = search.toString();
    const token = (await config.getToken?.()) ?? null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    let res: Response;
    let json: unknown;
    try {
      const doFetch = config.fetch ?? globalThis.fetch;
      res = await doFetch(`${base}${fillPath(path, input.params)}${query ? `?${query}` : ''}`, {
        method,
        headers,
        body: input.body === undefined ? null : JSON.stringify(input.body),
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
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(UNEXPECTED_RESPONSE_STATUS, UNEXPECTED_RESPONSE_MESSAGE, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  };
};

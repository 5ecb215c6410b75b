import type * as z from 'zod/mini';
import type { EmbedFeature } from './embedRoles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in user ("(auth)" in the HTTP contract),
 * administrators only ("(auth, role admin)"), or an organisation's backend with its secret
 * API key as the bearer (the embed endpoints), or the organisation's reader: its API key or
 * the client secret of an embed session whose role is manager or hr (`organization`; a
 * manager reads only the reports of the employees in their reach).
 */
export type Access = 'public' | 'user' | 'admin' | 'apiKey' | 'organization';

/**
 * One row of the endpoint table: everything the client needs to make the call and the
 * server needs to mount and validate it. Path parameters are the path's `:name` segments
 * (always strings); `body` and `query` are the request schemas, `response` the success
 * body's schema.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Under the `/api` base, with `:name` segments for path parameters. */
  readonly path: string;
  /** Who may call it; absent: any signed-in user. */
  readonly access?: Access;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniObject;
  readonly response: z.ZodMiniType;
  /**
   * The embed feature a session needs for this call (403 without it); tokens of ordinary
   * sign-ins are never limited by it. `print` has no row: the print view calls nothing of
   * its own, so the server cannot refuse it; it is for the widgets to hide printing when the
   * session's `features` (in the session answer) leave it out.
   */
  readonly feature?: EmbedFeature;
  /** The success status when it is not 200: 201 when something was created. */
  readonly status?: 201;
}

/** The names of a path's `:name` segments, as a union (never when there are none). */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters, by name. */
export type PathParams<P extends string> = { [K in PathParamName<P>]: string };

/** The body an endpoint accepts (what the caller sends), or never when it takes none. */
export type RequestBody<E extends Endpoint> = E extends { body: infer B extends z.ZodMiniType }
  ? z.input<B>
  : never;

/** The query parameters, parsed (query strings are coerced), or never when there are none. */
export type RequestQuery<E extends Endpoint> = E extends { query: infer Q extends z.ZodMiniType }
  ? z.output<Q>
  : never;

/** The success body the caller receives, parsed with the row's response schema. */
export type ResponseBody<E extends Endpoint> = z.output<E['response']>;

const PARAM = /:([A-Za-z]+)/g;

/** The names of a path's `:name` segments, in order. */
export const pathParamNames = (path: string): string[] =>
  path.match(PARAM)?.map((segment) => segment.slice(1)) ?? [];

/** Fills `:name` segments of a path, URI-encoding each value (as a string). */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(PARAM, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });

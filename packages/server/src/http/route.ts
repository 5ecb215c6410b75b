import {
  type Access,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  endpoints,
  type PathParams,
} from '@rolescope/core';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import type { AppEnv } from '../deps';
import { jsonText } from './jsonText';
import { requireFeature } from './organizationScope';
import { body, query } from './validate';

type Parsed<E extends Endpoint, K extends 'body' | 'query'> = E extends {
  [P in K]: infer S extends z.ZodMiniType;
}
  ? z.output<S>
  : undefined;

/** What a handler gets: its request, validated with its row's schemas. */
type RouteInput<E extends Endpoint> = {
  /** The path parameters by name, as the router decoded them. */
  params: PathParams<E['path']>;
  /** The body, validated with the row's `body` schema; undefined when the row has none. */
  body: Parsed<E, 'body'>;
  /** The query, validated with the row's `query` schema; undefined when the row has none. */
  query: Parsed<E, 'query'>;
};

/** A response body already serialised (the report lists are built as JSON text by the store). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A handler's answer: the success body of its row's response schema, or that body as JSON text. */
type RouteReply<E extends Endpoint> = z.input<E['response']> | JsonText;

type RouteHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => RouteReply<E> | Promise<RouteReply<E>>;

type RouteOptions = {
  /**
   * Replaces the guard the row's `access` picks, for a route that checks the caller its own
   * way (it must still answer 401 without a valid token when the row is not public).
   */
  guard?: MiddlewareHandler<AppEnv>;
  /** Runs after the guard and before validation: a queue the route's work waits in. */
  gate?: MiddlewareHandler<AppEnv>;
  /** The service's own rules, added to a refused body's field errors (see `validate`). */
  alsoCheck?: (value: unknown) => Record<string, string>;
};

/** The middleware each kind of access runs before validation and the handler. */
export type Guards = Record<Access, MiddlewareHandler<AppEnv>[]>;

/** Mounts the route of one row of the endpoint table, with its handler. */
export type Route = <N extends EndpointName>(
  name: N,
  ...rest: [RouteHandler<Endpoints[N]>] | [RouteOptions, RouteHandler<Endpoints[N]>]
) => void;

/**
 * The route registration derived from core's `endpoints` table: `route(name, handler)`
 * mounts the row's method and path on `api`, runs the guard of the row's `access` (a
 * signed-in user when absent), validates the query and the body with the row's schemas
 * (400 with field errors, see `validate`), calls the handler with them and the path
 * parameters, and answers its result as JSON with the row's status (200, or 201 where the
 * row says so).
 */
export const createRoute =
  (api: Hono<AppEnv>, guards: Guards): Route =>
  (name, ...rest) => {
    const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
    const row: Endpoint = endpoints[name];
    const guard = options.guard ? [options.guard] : [...guards[row.access ?? 'user']];
    if (options.gate) guard.push(options.gate);
    api.on([row.method], [row.path], ...guard, async (c) => {
      if (row.feature) requireFeature(c, row.feature);
      const input = {
        params: c.req.param(),
        query: row.query && query(c, row.query),
        body: row.body && (await body(c, row.body, options.alsoCheck)),
      };
      // The row's schemas validated `input` just above (`Parsed` types what they return).
      const reply = await handler(c, input as RouteInput<Endpoints[typeof name]>);
      return reply instanceof JsonText ? jsonText(c, reply.text) : c.json(reply, row.status ?? 200);
    });
  };

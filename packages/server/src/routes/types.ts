import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import type { ServiceContext } from '../services/context';

/** What each route file gets: the API router, the services' context and the auth guard. */
export type RouteDeps = {
  api: Hono<AppEnv>;
  ctx: ServiceContext;
  auth: MiddlewareHandler<AppEnv>;
  clientAddress: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
};

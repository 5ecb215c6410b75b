import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import type { Route } from '../http/route';
import type { WholeReportsGate } from '../http/wholeReports';
import type { ServiceContext } from '../services/context';

/** What each route file gets: `route` (see createRoute), the services, the client's address. */
export type RouteDeps = {
  route: Route;
  ctx: ServiceContext;
  clientAddress: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
  /** The whole-report lists' shared, per-caller fair memory budget. */
  wholeReports: WholeReportsGate;
};

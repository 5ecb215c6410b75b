import { endpoints } from '@rolescope/core/contract';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createHmac } from './crypto/digest';
import { randomToken } from './crypto/random';
import { type AppDeps, type AppEnv, systemClock } from './deps';
import { ApiError } from './errors';
import { addressGroup } from './http/addressGroup';
import { requireApiKey } from './http/apiKeyAuth';
import { requireAdmin, requireAuth } from './http/auth';
import { DRAFT_BODY_LIMIT_BYTES, DRAFT_TOO_LARGE, limitBody } from './http/bodyLimits';
import { BODY_TOO_LARGE, createErrorHandler, notFoundHandler } from './http/errorHandler';
import { requireOrganizationReader } from './http/organizationScope';
import { createRoute } from './http/route';
import { createWholeReportsGate } from './http/wholeReports';
import { registerAdminRoutes } from './routes/admin';
import { registerCommonRoutes } from './routes/common';
import { registerEmbedRoutes } from './routes/embed';
import { registerInsightsRoutes } from './routes/insights';
import { registerMembershipRoutes } from './routes/memberships';
import { registerReviewRoutes } from './routes/reviews';
import { registerSurveyRoutes } from './routes/survey';
import { registerTeamRoutes } from './routes/team';
import type { RouteDeps } from './routes/types';
import { registerUserRoutes } from './routes/user';
import { registerWebhookRoutes } from './routes/webhooks';
import type { ServiceContext } from './services/context';
import { createTokenService, DEFAULT_TOKEN_TTL_SECONDS } from './services/tokens';

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
const MIN_SECRET_LENGTH = 32;

/**
 * The Rolescope API as a Hono app (web standards only: it runs in Node, in msw and in a
 * browser). Every route of the contract is mounted under `/api`.
 */
export const createApp = (deps: AppDeps): Hono<AppEnv> => {
  const { store, mailer, hasher, catalog, config } = deps;
  if (config.jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`jwtSecret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const clock = deps.clock ?? systemClock;
  const tokens = createTokenService(
    config.jwtSecret,
    clock,
    config.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
  );
  const report = config.onError ?? ((e: unknown) => console.error(e));
  const runAfterResponse =
    config.runAfterResponse ??
    ((work: () => Promise<void>) => {
      setTimeout(work, 0);
    });
  let dummy: Promise<string> | undefined;
  const ctx: ServiceContext = {
    store,
    mailer,
    hasher,
    clock,
    catalog,
    config,
    tokens,
    // A key of its own for one-time codes, derived from the secret.
    hmac: createHmac(`${config.jwtSecret}\u0000rolescope-otp`),
    report,
    afterResponse: (work) => runAfterResponse(() => Promise.resolve().then(work).catch(report)),
    dummyHash: () => {
      dummy ??= hasher.hash(randomToken(16));
      return dummy;
    },
  };

  const onError = createErrorHandler(report);
  const api = new Hono<AppEnv>();
  api.onError(onError);
  api.notFound(notFoundHandler);
  if (config.corsOrigins?.length) {
    api.use(
      '*',
      cors({
        origin: config.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type'],
        maxAge: 600,
      }),
    );
  }
  const limitAnyBody = limitBody(config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES, BODY_TOO_LARGE);
  // GET and HEAD have no body; asking for one makes @hono/node-server build a full fetch
  // Request (with an AbortController) for every read, which measured about 5% of a request.
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitAnyBody(c, next),
  );
  // Drafts have a tighter quota than other bodies.
  const limitDraft = limitBody(DRAFT_BODY_LIMIT_BYTES, DRAFT_TOO_LARGE);
  api.use(endpoints.saveDraft.path, limitDraft);
  api.use(endpoints.updateDraft.path, limitDraft);

  const auth = requireAuth(store, tokens);
  // Every route comes from a row of core's endpoint table (see createRoute).
  const route = createRoute(api, {
    public: [],
    user: [auth],
    admin: [auth, requireAdmin],
    apiKey: [requireApiKey(ctx)],
    organization: [requireOrganizationReader(requireApiKey(ctx), auth)],
  });
  route('health', async () => {
    try {
      await store.ping();
    } catch {
      throw new ApiError(503, 'Database unavailable');
    }
    return { status: 'ok' };
  });

  const routeDeps: RouteDeps = {
    route,
    ctx,
    // the throttles' subject: an IPv6 address counts as its /64
    clientAddress: (c) => addressGroup(config.getClientAddress?.(c) || 'unknown'),
    wholeReports: createWholeReportsGate(),
  };
  registerSurveyRoutes(routeDeps);
  registerUserRoutes(routeDeps);
  registerCommonRoutes(routeDeps);
  registerAdminRoutes(routeDeps);
  registerEmbedRoutes(routeDeps);
  registerWebhookRoutes(routeDeps);
  registerInsightsRoutes(routeDeps);
  registerReviewRoutes(routeDeps);
  registerMembershipRoutes(routeDeps);
  registerTeamRoutes(routeDeps);

  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(notFoundHandler);
  app.route('/api', api);
  return app;
};

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { createApp } from '../app';
import { buildCatalog } from '../catalog/buildCatalog';
import { readCatalogDir } from '../catalog/loadCatalogDir';
import { createArgon2Hasher } from '../hash/argon2';
import type { Hasher } from '../hash/types';
import { notFoundHandler } from '../http/errorHandler';
import { createMailer } from '../mail/createMailer';
import { DEMO_ORGANIZATION_NAME, seedDemoOrganization } from '../seed/demoOrganization';
import { ensureAdmin } from '../seed/ensureAdmin';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../seed/seedDemo';
import { purgeExpiredRows } from '../services/maintenance';
import { createStoreFromUrl, type DatabaseKind } from '../store/sql/createStoreFromUrl';
import { type Store, StoreConflictError } from '../store/types';
import { createWebhookWorker, type WebhookWorkerOptions } from '../webhooks/deliveryWorker';
import { mountApiDocs } from './apiDocs';
import { clientAddress } from './clientAddress';
import { limitRequestsPerClient } from './clientRequests';
import { guardConnections } from './connectionGuard';
import { loadOrCreateDatabaseSecret } from './databaseSecret';
import { createInFlight } from './inFlight';
import { connectionCap, openFileLimit } from './openFiles';
import { answerProtocolFaults, protocolServerOptions, REQUEST_TIMEOUT_MS } from './protocolFaults';
import { createRequestLog, type RequestLog } from './requestLog';
import { loadOrCreateSecret } from './secret';
import { securityHeaders } from './securityHeaders';
import { type Settings, SettingsError } from './settings';
import { hasStaticSite, mountStaticSite } from './staticFiles';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const DRAIN_TIMEOUT_MS = 10_000;

export type RunningServer = {
  url: string;
  port: number;
  kind: DatabaseKind;
  store: Store;
  /** Stops accepting, drains requests in flight (up to the timeout), closes the database. */
  close(): Promise<void>;
};

export type StartOptions = {
  /** Where log lines go (default console.log); `null` silences the per-request log. */
  log?: ((line: string) => void) | null;
  hasher?: Hasher;
  /** A ready store (else one is opened from the settings' DATABASE_URL). */
  store?: { store: Store; kind: DatabaseKind; location: string };
  drainTimeoutMs?: number;
  /** The longest a request may take to arrive (default REQUEST_TIMEOUT_MS); tests shorten it. */
  requestTimeoutMs?: number;
  /** The webhook worker's clock and fetch (tests inject their own). */
  webhooks?: Pick<WebhookWorkerOptions, 'clock' | 'fetch' | 'timeoutMs' | 'leaseMs'>;
};

const onceMore = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof StoreConflictError) return fn();
    throw e;
  }
};

const loadCatalog = (dir: string) => {
  try {
    return buildCatalog(readCatalogDir(dir));
  } catch (e) {
    throw new SettingsError(
      'CATALOG_DIR',
      `cannot load the catalog from ${dir}: ${(e as Error).message}`,
    );
  }
};

/** The whole HTTP surface: security headers, log, /api, then the demo app's static files. */
export const buildNodeApp = (
  settings: Settings,
  api: { fetch(request: Request, env?: unknown): Response | Promise<Response> },
  /** The request log, or where its lines go; null for none. */
  log: RequestLog | ((line: string) => void) | null,
  track?: MiddlewareHandler,
): Hono => {
  const root = new Hono();
  if (track) root.use('*', track);
  root.use(
    '*',
    securityHeaders({
      frameAncestors: settings.frameAncestors,
      https: settings.appUrl.startsWith('https:'),
    }),
  );
  if (log) root.use('*', (typeof log === 'function' ? createRequestLog(log) : log).middleware);
  // The API first, with its own 404, so an unknown /api path never gets index.html. Its
  // answers hold personal data and tokens: no cache, shared or private, may keep them.
  const answerApi = async (c: Context) => {
    const res = await api.fetch(c.req.raw, c.env as object);
    res.headers.set('Cache-Control', 'no-store');
    return res;
  };
  // the contract as OpenAPI and its reference page, outside the API app (they read files)
  mountApiDocs(root);
  root.all('/api', answerApi);
  root.all('/api/*', answerApi);
  if (hasStaticSite(settings.staticDir)) {
    mountStaticSite(root, settings.staticDir, { sourceMaps: settings.serveSourceMaps });
  }
  root.notFound(notFoundHandler);
  return root;
};

/** Opens the database, seeds, builds the app and listens. */
export const startServer = async (
  settings: Settings,
  options: StartOptions = {},
): Promise<RunningServer> => {
  const print = options.log === undefined ? console.log : options.log;
  const say = options.log === undefined ? console.log : (options.log ?? (() => undefined));
  const catalog = loadCatalog(settings.catalogDir);
  let mailer: ReturnType<typeof createMailer>;
  try {
    mailer = createMailer(settings.mailTransport, { from: settings.mailFrom });
  } catch (e) {
    throw new SettingsError('MAIL_TRANSPORT', (e as Error).message);
  }
  // Without JWT_SECRET: one secret per PostgreSQL database (shared by every process on it),
  // else one per data folder.
  const jwtSecret =
    settings.jwtSecret ??
    (settings.database.kind === 'postgres'
      ? await loadOrCreateDatabaseSecret(settings.database.url)
      : loadOrCreateSecret(settings.dataDir));
  const opened =
    options.store ??
    (await createStoreFromUrl(
      settings.database.kind === 'pglite'
        ? `pglite://${settings.database.dir}`
        : settings.databaseUrl,
      { dataDir: settings.dataDir },
    ));
  const { store, kind } = opened;
  const hasher = options.hasher ?? createArgon2Hasher();
  try {
    // Another process starting at once may create the same account: then try again once.
    const admin = settings.admin;
    if (admin) await onceMore(() => ensureAdmin(store, hasher, admin.email, admin.password));
    if (settings.seedDemo)
      await onceMore(() => seedDemo(store, hasher, { reports: true, catalog }));
    if (settings.seedDemoOrganization)
      await onceMore(() => seedDemoOrganization(store, { catalog }));
  } catch (e) {
    await store.close();
    throw e;
  }

  // Requests in flight and work deferred past an answer, drained before the database closes.
  const inFlight = createInFlight();
  // unexpected errors go on their request's log line (without a log: console.error)
  const log = print ? createRequestLog(print) : null;
  const addressOf = (c: Context) => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      socket = undefined;
    }
    // X-Forwarded-For counts only behind proxies the operator declared (TRUST_PROXY)
    const forwarded = settings.trustProxy > 0 ? c.req.header('x-forwarded-for') : undefined;
    return clientAddress(socket, forwarded, settings.trustProxy);
  };
  const api = createApp({
    store,
    mailer,
    hasher,
    catalog,
    config: {
      jwtSecret,
      appUrl: settings.appUrl,
      corsOrigins: settings.corsOrigins,
      runAfterResponse: inFlight.later,
      webhooks: { allowLocalUrls: settings.webhooks.allowLocalUrls },
      ...(log ? { onError: log.report } : {}),
      getClientAddress: addressOf,
    },
  });
  let closing: Promise<void> | undefined;
  // behind a proxy, connections are the proxy's: each client's requests in progress are capped
  const perClient =
    settings.trustProxy > 0 && settings.maxConnectionsPerAddress > 0
      ? limitRequestsPerClient(addressOf, settings.maxConnectionsPerAddress)
      : undefined;
  const track: MiddlewareHandler = async (c, next) => {
    if (perClient) {
      const refused = await perClient(c, async () => {
        await inFlight.middleware(c, next);
      });
      if (refused) c.res = refused;
    } else await inFlight.middleware(c, next);
    // Once shutdown has begun, answers close their connection: a keep-alive socket left
    // idle after its last answer would hold server.close() open for the keep-alive timeout.
    if (closing) c.res.headers.set('Connection', 'close');
  };
  const app = buildNodeApp(settings, api, log, track);

  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: settings.port,
        hostname: settings.host,
        serverOptions: protocolServerOptions(requestTimeoutMs),
      },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  answerProtocolFaults(server as Server, requestTimeoutMs);
  const fileLimit = openFileLimit();
  const maxConnections = connectionCap(fileLimit, settings.maxConnections);
  const perAddress = settings.trustProxy > 0 ? 0 : settings.maxConnectionsPerAddress;
  guardConnections(server as Server, { max: maxConnections, perAddress });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;

  const purge = () =>
    purgeExpiredRows(store).catch((e) => console.error('purge failed:', (e as Error).message));
  void purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  // Webhook deliveries from the outbox, beside the request handlers (I/O only, never blocking).
  const webhooks = createWebhookWorker({
    store,
    intervalMs: settings.webhooks.pollMs,
    allowLocalUrls: settings.webhooks.allowLocalUrls,
    onError: (e) => console.error('webhook delivery failed:', (e as Error).name),
    ...options.webhooks,
  });
  webhooks.start();

  say(`Rolescope API listening on ${url} (database: ${kind}, ${opened.location})`);
  if (settings.appUrl !== url) say(`App URL: ${settings.appUrl}`);
  say(
    hasStaticSite(settings.staticDir)
      ? `Serving the demo app from ${settings.staticDir}`
      : 'No demo app build found: serving the API only',
  );
  say(
    `Open-file limit: ${fileLimit ?? 'unknown'}; at most ${maxConnections} connections` +
      (perAddress > 0 ? `, ${perAddress} per address` : ''),
  );
  if (settings.seedDemo) say(`Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  if (settings.seedDemoOrganization)
    say(`Demo organisation: ${DEMO_ORGANIZATION_NAME} (its insights in the admin area)`);
  if (settings.admin) say(`Administrator: ${settings.admin.email}`);

  const close = () => {
    closing ??= (async () => {
      clearInterval(timer);
      const stopped = webhooks.stop();
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // keep-alive connections with nothing in flight would hold close() open
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const timeout = new Promise<void>((resolve) => {
        setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
          resolve();
        }, options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS).unref();
      });
      // handlers of clients that hung up may still be running: let them finish too
      await Promise.race([drained.then(inFlight.idle), timeout]);
      await stopped;
      await store.close();
    })();
    return closing;
  };
  return { url, port, kind, store, close };
};

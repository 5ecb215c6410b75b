import path from 'node:path';
import { passwordRules } from '@rolescope/core/validation';
import * as z from 'zod/mini';
import { DEFAULT_MAIL_FROM } from '../mail/smtp';
import { parseDatabaseUrl } from '../store/sql/createStoreFromUrl';

/** A configuration problem, reported as one line naming the variable (no stack). */
export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`${variable}: ${reason}`);
  }
}

export type Settings = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  database: ReturnType<typeof parseDatabaseUrl>;
  dataDir: string;
  jwtSecret: string | undefined;
  appUrl: string;
  mailTransport: string;
  /** The From of every e-mail: `Name <address>` or a bare address. */
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** Seed the organisation "Acme Demo" (SEED_DEMO_ORGANIZATION; default: as SEED_DEMO). */
  seedDemoOrganization: boolean;
  frameAncestors: string;
  staticDir: string | undefined;
  catalogDir: string;
  corsOrigins: string[];
  /**
   * How many reverse proxies in front of the server to trust for `X-Forwarded-For`
   * (0: none, the socket's address is the client's).
   */
  trustProxy: number;
  /** Serve the demo app's source maps (SERVE_SOURCEMAPS=1); off by default. */
  serveSourceMaps: boolean;
  /** MAX_CONNECTIONS: fewer open connections than the open-file limit allows, if set. */
  maxConnections: number | undefined;
  /** Connections (behind a proxy: requests in progress) per client address; 0 for no limit. */
  maxConnectionsPerAddress: number;
  /**
   * Webhook URLs may be localhost or private addresses (WEBHOOK_ALLOW_LOCAL_URLS=1, for
   * tests and the demo); off by default. WEBHOOK_POLL_MS: how often the outbox is polled.
   */
  webhooks: { allowLocalUrls: boolean; pollMs: number };
};

export type SettingsDefaults = {
  /** The demo app's build folder, used when STATIC_DIR is unset and it exists. */
  staticDir?: string;
  catalogDir: string;
  cwd?: string;
};

const optional = (v: string | undefined) =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

const check = <T>(variable: string, schema: z.ZodMiniType<T>, value: unknown): T => {
  const r = schema.safeParse(value);
  if (!r.success) throw new SettingsError(variable, r.error.issues[0]?.message ?? 'invalid value');
  return r.data;
};

const port = z
  .string()
  .check(z.regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535'))
  .check(z.refine((s) => Number(s) <= 65535, 'must be a whole number from 0 to 65535'));
const host = z
  .string()
  .check(z.regex(/^[A-Za-z0-9.:[\]_-]+$/, 'must be a host name or IP address'));
const httpUrl = z.string().check(
  z.refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// URL'),
);
const secret = z.string().check(z.minLength(32, 'must be at least 32 characters'));
const email = z.email('must be an e-mail address');
const password = z
  .string()
  .check(
    z.minLength(8, 'must be at least 8 characters'),
    z.maxLength(128, 'must be at most 128 characters'),
  );
// The administrator's password meets the rules every user's does (core's sign-up rules): an
// operator's weak password would be the easiest way into every organisation's data.
const strongPassword = password.check(
  ...passwordRules.map(([pattern, message]) =>
    z.refine((s) => pattern.test(String(s)), `must meet the user password rules (${message})`),
  ),
);
const pollMs = z.string().check(z.regex(/^[1-9]\d{1,5}$/, 'must be 10 to 999999 (milliseconds)'));
const flag = z.enum(['0', '1', 'true', 'false', 'yes', 'no'], 'must be 1 or 0');
const mail = z
  .string()
  .check(
    z.refine(
      (s) => s === 'console' || /^file:\/\/.+/.test(s) || /^smtps?:\/\/[^/]+/.test(s),
      'must be console, file://DIR or smtp://user:pass@host:port',
    ),
  );
// An RFC 5322 mailbox as people write it: `Display Name <local@domain>` or `local@domain`;
// no line breaks, which would let a value inject headers.
const mailbox = z
  .string()
  .check(
    z.regex(
      /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address such as Rolescope <no-reply@example.com>',
    ),
  );
// A hop count; not `true`, which some frameworks read as "trust any X-Forwarded-For" and
// would let every client choose its own address.
const hops = z
  .string()
  .check(z.regex(/^\d{1,2}$/, 'must be the number of proxies in front of the server (0 = none)'));

const count = z.string().check(z.regex(/^\d{1,7}$/, 'must be a whole number'));

// A CSP source list: keywords, schemes and hosts; no ';' or ',' that would break the header.
const sources = z
  .string()
  .check(
    z.regex(
      /^[A-Za-z0-9'*:/.\- ]+$/,
      "must be a CSP source list such as 'self' https://portal.example.com",
    ),
  );

/**
 * Connections one address may hold by default: an office behind one NAT address has room
 * (browsers keep up to six each), one attacker's address does not hold the server.
 */
const DEFAULT_PER_ADDRESS = 256;

/** Reads the settings from environment variables; throws SettingsError on a bad value. */
export const parseSettings = (
  env: Record<string, string | undefined>,
  defaults: SettingsDefaults,
): Settings => {
  const cwd = defaults.cwd ?? process.cwd();
  const portText = check('PORT', port, optional(env.PORT) ?? '3000');
  const portNumber = Number(portText);
  const dataDir = path.resolve(cwd, optional(env.DATA_DIR) ?? '.rolescope-data');
  const databaseUrl = optional(env.DATABASE_URL);
  let database: Settings['database'];
  try {
    database = parseDatabaseUrl(
      databaseUrl && !databaseUrl.includes('://') ? path.resolve(cwd, databaseUrl) : databaseUrl,
      path.join(dataDir, 'pglite'),
    );
  } catch (e) {
    throw new SettingsError('DATABASE_URL', (e as Error).message);
  }
  const adminEmail = optional(env.ADMIN_EMAIL);
  const adminPassword = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminEmail && adminPassword === undefined) {
    throw new SettingsError('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set');
  }
  if (!adminEmail && adminPassword !== undefined) {
    throw new SettingsError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  }
  const seed = optional(env.SEED_DEMO);
  const seedOrganization = optional(env.SEED_DEMO_ORGANIZATION);
  const seedDemo =
    seed === undefined
      ? database.kind !== 'postgres'
      : ['1', 'true', 'yes'].includes(check('SEED_DEMO', flag, seed.toLowerCase()));
  const staticDir = optional(env.STATIC_DIR);
  const cors = optional(env.CORS_ORIGINS);
  return {
    port: portNumber,
    host: check('HOST', host, optional(env.HOST) ?? '127.0.0.1'),
    databaseUrl,
    database,
    dataDir,
    jwtSecret:
      env.JWT_SECRET === undefined || env.JWT_SECRET === ''
        ? undefined
        : check('JWT_SECRET', secret, env.JWT_SECRET),
    appUrl: check(
      'APP_URL',
      httpUrl,
      optional(env.APP_URL) ?? `http://localhost:${portNumber}`,
    ).replace(/\/+$/, ''),
    mailTransport: check('MAIL_TRANSPORT', mail, optional(env.MAIL_TRANSPORT) ?? 'console'),
    mailFrom: check('MAIL_FROM', mailbox, optional(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM),
    admin:
      adminEmail && adminPassword !== undefined
        ? {
            email: check('ADMIN_EMAIL', email, adminEmail).toLowerCase(),
            password: check('ADMIN_PASSWORD', strongPassword, adminPassword),
          }
        : undefined,
    seedDemo,
    seedDemoOrganization:
      seedOrganization === undefined
        ? seedDemo
        : ['1', 'true', 'yes'].includes(
            check('SEED_DEMO_ORGANIZATION', flag, seedOrganization.toLowerCase()),
          ),
    frameAncestors: check('FRAME_ANCESTORS', sources, optional(env.FRAME_ANCESTORS) ?? "'self'"),
    staticDir: staticDir ? path.resolve(cwd, staticDir) : defaults.staticDir,
    catalogDir: path.resolve(cwd, optional(env.CATALOG_DIR) ?? defaults.catalogDir),
    corsOrigins: cors
      ? cors
          .split(',')
          .map((o, i) =>
            check(`CORS_ORIGINS (item ${i + 1})`, httpUrl, o.trim()).replace(/\/+$/, ''),
          )
      : [],
    trustProxy: Number(check('TRUST_PROXY', hops, optional(env.TRUST_PROXY) ?? '0')),
    maxConnections: env.MAX_CONNECTIONS?.trim()
      ? Math.max(16, Number(check('MAX_CONNECTIONS', count, env.MAX_CONNECTIONS.trim())))
      : undefined,
    maxConnectionsPerAddress: Number(
      check(
        'MAX_CONNECTIONS_PER_ADDRESS',
        count,
        optional(env.MAX_CONNECTIONS_PER_ADDRESS) ?? String(DEFAULT_PER_ADDRESS),
      ),
    ),
    serveSourceMaps: ['1', 'true', 'yes'].includes(
      check('SERVE_SOURCEMAPS', flag, (optional(env.SERVE_SOURCEMAPS) ?? '0').toLowerCase()),
    ),
    webhooks: {
      allowLocalUrls: ['1', 'true', 'yes'].includes(
        check(
          'WEBHOOK_ALLOW_LOCAL_URLS',
          flag,
          (optional(env.WEBHOOK_ALLOW_LOCAL_URLS) ?? '0').toLowerCase(),
        ),
      ),
      pollMs: Number(check('WEBHOOK_POLL_MS', pollMs, optional(env.WEBHOOK_POLL_MS) ?? '1000')),
    },
  };
};

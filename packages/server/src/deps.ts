import type { Context } from 'hono';
import type { Catalog } from './catalog/buildCatalog';
import type { Hasher } from './hash/types';
import type { Mailer } from './mail/types';
import type { EmbedClaims, TokenClaims } from './services/tokens';
import type { Store } from './store/types';

/** The source of "now" for every expiry and timestamp (tests pass a controllable one). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type AppConfig = {
  /** HS256 secret for tokens; also keys the HMAC of one-time codes. At least 32 characters. */
  jwtSecret: string;
  /** Base URL of the web app, for links in e-mails (no trailing slash needed). */
  appUrl: string;
  /** Token lifetime in seconds (default 12 h). */
  tokenTtlSeconds?: number;
  /** Request body limit in bytes (default 1 MiB). */
  bodyLimitBytes?: number;
  /**
   * The client's address for login throttling (e.g. from `getConnInfo` in Node).
   * Without it every client shares one address, so throttling is per e-mail only.
   */
  getClientAddress?: (c: Context) => string | undefined;
  /**
   * Origins allowed to call the API from a browser on another origin (hosts embedding the
   * widgets with their own base URL). Empty or absent: same-origin only.
   */
  corsOrigins?: string[];
  /**
   * Called with unexpected errors (never with secrets), and the request being answered when
   * there is one (not for work after an answer). Defaults to console.error.
   */
  onError?: (error: unknown, request?: Request) => void;
  /**
   * Runs work that must not delay or shape an answer (finding the account for a reset link,
   * storing the token, sending the e-mail) after the answer has gone. `work` never rejects
   * (its errors go to `onError`). Default: on the next timer turn. A host may pass its own
   * to keep track of such work, e.g. to let it finish before closing the database.
   */
  runAfterResponse?: (work: () => Promise<void>) => void;
  /**
   * Webhooks: `allowLocalUrls` lets an endpoint's URL be localhost or a private address
   * (tests and the demo); off by default, as such URLs let a caller reach internal services.
   */
  webhooks?: { allowLocalUrls?: boolean };
};

export type AppDeps = {
  store: Store;
  mailer: Mailer;
  hasher: Hasher;
  catalog: Catalog;
  config: AppConfig;
  clock?: Clock;
};

/** The authenticated caller, set by the auth middleware. */
export type AuthInfo = {
  userId: string;
  email: string;
  role: 'user' | 'admin';
  jti: string;
  expiresAt: Date;
  /** Set for the client secret of an embed session only. */
  embed?: EmbedClaims;
};

/**
 * `auth` is set by the auth middleware; `claims` (a valid token whose session is not checked
 * yet) only by the routes that check the session themselves; `apiKey` by the API key guard.
 */
export type AppEnv = {
  Variables: { auth: AuthInfo; claims: TokenClaims; apiKey: ApiKeyCaller };
};

/** The organisation's backend calling with its secret key, set by the API key guard. */
type ApiKeyCaller = {
  keyId: string;
  organizationId: string;
  /** The key's digest (never the secret): to ask again whether the key still stands. */
  secretHash: string;
};

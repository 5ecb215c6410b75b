import { API_KEY_PREFIX } from '@rolescope/core/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { unauthorized } from '../errors';
import { apiKeyDigest } from '../services/apiKeys';
import type { ServiceContext } from '../services/context';
import type { ApiKeyInUse } from '../store/types';

/** `Bearer rs_sk_` and at least 32 URL-safe characters (the scheme's name in any case). */
const BEARER_KEY = new RegExp(`^Bearer\\s+(${API_KEY_PREFIX}[A-Za-z0-9_-]{32,200})\\s*$`, 'i');
const BEARER_JWT = /^Bearer\s+[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\s*$/i;

const API_KEY_MESSAGES = {
  missing: "An organisation's secret API key is required (Authorization: Bearer rs_sk_...)",
  userToken: "A user's token cannot call this endpoint: use the organisation's secret API key",
  malformed: 'Malformed API key',
  unknown: 'Invalid API key',
  revoked: 'This API key has been revoked',
  inactive: "This API key's organisation is inactive",
} as const;

/** Why a key found by its digest (or none) may not be used; null when it may. */
export const apiKeyRefusal = (key: ApiKeyInUse | null): string | null => {
  if (!key) return API_KEY_MESSAGES.unknown;
  if (key.revokedAt) return API_KEY_MESSAGES.revoked;
  if (key.organizationStatus !== 'active') return API_KEY_MESSAGES.inactive;
  return null;
};

/** lastUsedAt is written at most this often per key (a write per request would cost more). */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Requires the organisation's secret key as the bearer: an active organisation's unrevoked
 * key, found by its digest. Else 401 saying which (missing, a user's token, malformed,
 * unknown, revoked, inactive organisation). Sets `apiKey` for the handlers.
 */
export const requireApiKey =
  (ctx: ServiceContext): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw unauthorized(API_KEY_MESSAGES.missing);
    const secret = BEARER_KEY.exec(header)?.[1];
    if (!secret) {
      throw unauthorized(
        BEARER_JWT.test(header) ? API_KEY_MESSAGES.userToken : API_KEY_MESSAGES.malformed,
      );
    }
    const secretHash = await apiKeyDigest(secret);
    const key = await ctx.store.findApiKeyBySecretHash(secretHash);
    const refusal = apiKeyRefusal(key);
    if (refusal || !key) throw unauthorized(refusal ?? API_KEY_MESSAGES.unknown);
    const now = ctx.clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await ctx.store.touchApiKey(key.id, now);
    }
    c.set('apiKey', { keyId: key.id, organizationId: key.organizationId, secretHash });
    await next();
  };

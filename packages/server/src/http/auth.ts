import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { forbidden, unauthorized } from '../errors';
import type { TokenService } from '../services/tokens';
import type { Store } from '../store/types';

const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)\s*$/;

export const INVALID_TOKEN = 'Invalid or expired token';

/**
 * Requires `Authorization: Bearer <token>`: a valid, unexpired, unrevoked token whose user
 * still exists with the same tokenVersion (a password reset ends older sessions).
 * The role is the user's current role, not the token's.
 */
export const requireAuth =
  (store: Store, tokens: TokenService): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw unauthorized('Authentication required');
    const token = BEARER.exec(header)?.[1];
    if (!token) throw unauthorized(INVALID_TOKEN);
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized(INVALID_TOKEN);
    const user = await store.findUserForToken(claims.sub, claims.jti);
    if (!user || user.tokenVersion !== claims.tv) throw unauthorized(INVALID_TOKEN);
    c.set('auth', {
      userId: user.id,
      email: user.email,
      role: user.role,
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000),
    });
    await next();
  };

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('auth').role !== 'admin') throw forbidden('Administrator access required');
  await next();
};

import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { forbidden, unauthorized } from '../errors';
import { INVALID_TOKEN, sessionOf } from '../services/session';
import type { TokenClaims, TokenService } from '../services/tokens';
import type { Store } from '../store/types';

/** The auth scheme's name is case-insensitive (RFC 7235 section 2.1): `bearer` works too. */
const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)\s*$/i;

/**
 * The claims of the request's `Authorization: Bearer <token>`: a well-formed token with a
 * valid signature, unexpired. Else 401. Whether its session still stands is `sessionOf`'s
 * question (it needs the store).
 */
export const tokenClaims = async (c: Context, tokens: TokenService): Promise<TokenClaims> => {
  const header = c.req.header('authorization');
  if (!header) throw unauthorized('Authentication required');
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized(INVALID_TOKEN);
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized(INVALID_TOKEN);
  return claims;
};

/**
 * Requires a valid, unexpired, unrevoked token whose user still exists with the same
 * tokenVersion (see `sessionOf`), and sets `auth` for the handlers.
 */
export const requireAuth =
  (store: Store, tokens: TokenService): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const claims = await tokenClaims(c, tokens);
    c.set('auth', sessionOf(await store.findUserForToken(claims.sub, claims.jti), claims));
    await next();
  };

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('auth').role !== 'admin') throw forbidden('Administrator access required');
  await next();
};

import type { AuthInfo } from '../deps';
import { unauthorized } from '../errors';
import type { TokenUser } from '../store/types';
import type { TokenClaims } from './tokens';

export const INVALID_TOKEN = 'Invalid or expired token';

/**
 * The session a verified token stands for: its user must still exist with the token's
 * tokenVersion (a password reset ends older sessions), and the token must not be revoked
 * (`user` is null then, as the store's look-ups return it). Else 401. The role is the user's
 * current role, not the token's.
 */
export const sessionOf = (user: TokenUser | null, claims: TokenClaims): AuthInfo => {
  if (!user || user.tokenVersion !== claims.tv) throw unauthorized(INVALID_TOKEN);
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    jti: claims.jti,
    expiresAt: new Date(claims.exp * 1000),
    ...(claims.embed ? { embed: claims.embed } : {}),
  };
};

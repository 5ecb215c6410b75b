import { EMBED_FEATURES, EMBED_ROLES, type EmbedFeature, type EmbedRole } from '@rolescope/core';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { randomId } from '../crypto/random';
import type { Clock } from '../deps';
import type { UserRecord } from '../store/types';

export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** How many verified tokens the service remembers (about 1 KB each; oldest forgotten first). */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export type TokenClaims = {
  sub: string;
  email: string;
  role: 'user' | 'admin';
  jti: string;
  /** The user's tokenVersion when the token was issued. */
  tv: number;
  exp: number;
  /** Only in the client secret of an embed session: whose it is and what it may do. */
  embed?: EmbedClaims;
};

/** An embed session's scope, signed into its client secret (claims eo, ex, er, ft). */
export type EmbedClaims = {
  organizationId: string;
  externalUserId: string;
  role: EmbedRole;
  features: EmbedFeature[];
};

const isRole = (v: unknown): v is EmbedRole => EMBED_ROLES.includes(v as EmbedRole);
const isFeatures = (v: unknown): v is EmbedFeature[] =>
  Array.isArray(v) && v.every((f) => EMBED_FEATURES.includes(f as EmbedFeature));

/** The embed claims of a payload: absent (an ordinary token), valid, or 'invalid'. */
const embedClaimsOf = (p: Record<string, unknown>): EmbedClaims | undefined | 'invalid' => {
  const { eo, ex, er, ft } = p;
  if (eo === undefined && ex === undefined && er === undefined && ft === undefined)
    return undefined;
  if (typeof eo !== 'string' || typeof ex !== 'string' || !isRole(er) || !isFeatures(ft))
    return 'invalid';
  return Object.freeze({ organizationId: eo, externalUserId: ex, role: er, features: [...ft] });
};

/**
 * HS256 tokens signed with the server secret. The secret is imported as a WebCrypto key once
 * (lazily, on first use): passing raw bytes makes jose import the key on every call, which
 * measured about twice as slow per request.
 *
 * A token whose signature verified is remembered (by its exact text, with its claims) so that
 * the next requests with it skip the HMAC: the signature cannot change, and the expiry is
 * checked against the clock on every use. Revocation and tokenVersion are not cached: the auth
 * middleware asks the store each time.
 */
export const createTokenService = (
  secret: string,
  clock: Clock,
  ttlSeconds: number,
  cacheSize = VERIFIED_TOKEN_CACHE_SIZE,
) => {
  let keyPromise: Promise<CryptoKey> | undefined;
  const getKey = () => {
    keyPromise ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return keyPromise;
  };

  /** A token of `user` valid `ttl` seconds (the service's lifetime by default), and its expiry. */
  const issueSession = async (
    user: Pick<UserRecord, 'id' | 'email' | 'role' | 'tokenVersion'>,
    ttl = ttlSeconds,
    embed?: EmbedClaims,
  ): Promise<{ token: string; expiresAt: Date }> => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const exp = now + ttl;
    const scope = embed && {
      eo: embed.organizationId,
      ex: embed.externalUserId,
      er: embed.role,
      ft: embed.features,
    };
    const token = await new SignJWT({
      email: user.email,
      role: user.role,
      tv: user.tokenVersion,
      ...scope,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setJti(randomId())
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await getKey());
    return { token, expiresAt: new Date(exp * 1000) };
  };

  const issue = async (user: UserRecord): Promise<string> => (await issueSession(user)).token;

  const verified = new Map<string, TokenClaims>();
  const unexpired = (claims: TokenClaims) =>
    // jose's rule: expired when exp <= now, in whole seconds
    claims.exp > Math.floor(clock.now().getTime() / 1000);
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= cacheSize) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, claims);
  };

  /** The claims of a valid, unexpired token, else null. */
  const verify = async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known) {
      if (unexpired(known)) return known;
      verified.delete(token);
      return null;
    }
    const claims = await verifySignature(token);
    if (claims) remember(token, claims);
    return claims;
  };

  const verifySignature = async (token: string): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, await getKey(), {
        algorithms: ['HS256'],
        currentDate: clock.now(),
      });
      const { sub, email, role, jti, tv, exp } = payload;
      const embed = embedClaimsOf(payload);
      if (
        embed === 'invalid' ||
        typeof sub !== 'string' ||
        typeof email !== 'string' ||
        (role !== 'user' && role !== 'admin') ||
        typeof jti !== 'string' ||
        typeof tv !== 'number' ||
        typeof exp !== 'number'
      ) {
        return null;
      }
      return Object.freeze({ sub, email, role, jti, tv, exp, ...(embed ? { embed } : {}) });
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  };

  return { issue, issueSession, ttlSeconds, verify };
};

export type TokenService = ReturnType<typeof createTokenService>;

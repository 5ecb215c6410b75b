import type { ApiKey } from '@rolescope/core/contract';
import {
  API_KEY_PREFIX,
  API_KEY_PREFIX_LENGTH,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@rolescope/core/contract';
import { sha256Hex } from '../crypto/digest';
import { randomId, randomToken } from '../crypto/random';
import { notFound } from '../errors';
import type { ApiKeyRecord } from '../store/types';
import type { ServiceContext } from './context';

const ORGANIZATION_NOT_FOUND = 'Organization not found';
const API_KEY_NOT_FOUND = 'API key not found';
const DEFAULT_KEY_NAME = 'Secret key';

/** 32 random bytes as base64url: 43 URL-safe characters (256 bits). */
const SECRET_BYTES = 32;

/**
 * A secret key's digest. The secret is 256 random bits, so a plain SHA-256 is as safe as a
 * slow password hash here, and lets a request find its key by the digest in one look-up.
 */
export const apiKeyDigest = (secret: string) => sha256Hex(`api-key:${secret}`);

const toApiKey = (k: ApiKeyRecord): ApiKey => ({
  _id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

const requireOrganization = async (ctx: ServiceContext, organizationId: string) => {
  const organization = await ctx.store.findOrganizationById(organizationId);
  if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
  return organization;
};

/** Creates a key of the organisation; its secret is in this answer only (stored as a digest). */
export const createApiKey = async (
  ctx: ServiceContext,
  organizationId: string,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> => {
  await requireOrganization(ctx, organizationId);
  const secret = `${API_KEY_PREFIX}${randomToken(SECRET_BYTES)}`;
  const record = await ctx.store.createApiKey({
    id: randomId(),
    organizationId,
    name: input.name || DEFAULT_KEY_NAME,
    prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
    secretHash: await apiKeyDigest(secret),
    createdAt: ctx.clock.now(),
    lastUsedAt: null,
    revokedAt: null,
  });
  const { lastUsedAt: _, revokedAt: __, ...created } = toApiKey(record);
  return { ...created, secret };
};

export const listApiKeys = async (ctx: ServiceContext, organizationId: string) => {
  await requireOrganization(ctx, organizationId);
  return (await ctx.store.listApiKeys(organizationId)).map(toApiKey);
};

/**
 * Revokes the key at once; revoking it again keeps (and answers) the first revocation's time.
 * Every client secret of the organisation's employees ends with it (a secret does not say
 * which key minted it: those of the organisation's other keys end too, and their portals
 * mint new ones on the 401, as the API client does by itself).
 */
export const revokeApiKey = async (ctx: ServiceContext, organizationId: string, keyId: string) => {
  await requireOrganization(ctx, organizationId);
  const key = await ctx.store.revokeApiKey(organizationId, keyId, ctx.clock.now());
  if (!key?.revokedAt) throw notFound(API_KEY_NOT_FOUND);
  await ctx.store.endOrganizationSessions(organizationId, ctx.clock.now());
  return { _id: key.id, revokedAt: key.revokedAt.toISOString() };
};

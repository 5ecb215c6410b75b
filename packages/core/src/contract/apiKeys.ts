import * as z from 'zod/mini';
import { dataResponse, idSchema, isoDateSchema } from './common';

// An organisation's API keys, as administrators manage them: apart from the embed sessions'
// schemas, so a person's client (whose table has the administrators' rows) ships none of those.

/** An organisation API key's secret: `rs_sk_` and at least 32 random URL-safe characters. */
export const API_KEY_PREFIX = 'rs_sk_';
/** How many leading characters of a secret key are kept and shown as its `prefix`. */
export const API_KEY_PREFIX_LENGTH = 12;

/** POST /v1/admin/organizations/{id}/api-keys */
export const createApiKeyRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Key name is too long'))),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** A key as listed: never its secret. */
export const apiKeySchema = z.object({
  _id: idSchema,
  name: z.string(),
  prefix: z.string(),
  createdAt: isoDateSchema,
  lastUsedAt: z.nullable(isoDateSchema),
  revokedAt: z.nullable(isoDateSchema),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The one answer that carries a key's secret (shown once, stored hashed). */
export const createdApiKeySchema = z.object({
  _id: idSchema,
  name: z.string(),
  prefix: z.string(),
  secret: z.string(),
  createdAt: isoDateSchema,
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createdApiKeyResponseSchema = dataResponse(createdApiKeySchema);
export const apiKeyListResponseSchema = dataResponse(z.array(apiKeySchema));
export const revokedApiKeyResponseSchema = dataResponse(
  z.object({ _id: idSchema, revokedAt: isoDateSchema }),
);

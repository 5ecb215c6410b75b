import * as z from 'zod/mini';
import { userSchema } from './auth';
import { dataResponse } from './common';
import { embedFeatureSchema, embedRoleSchema } from './embedRoles';

/**
 * GET /v1/user/me: the caller's own user (what an embedded widget learns from its secret).
 * Called with an embed session's client secret it also carries that session's `role` and
 * `features`, so the widgets show only what the session allows (print has no call of its
 * own: the widgets are the ones to hide it).
 */
export const currentUserResponseSchema = dataResponse(
  z.extend(userSchema, {
    session: z.optional(z.object({ role: embedRoleSchema, features: z.array(embedFeatureSchema) })),
  }),
);

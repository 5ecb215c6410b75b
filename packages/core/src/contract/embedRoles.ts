import * as z from 'zod/mini';

// The session's claims a person's own user carries (`GET /v1/user/me`): in a module of their
// own, so a person's client does not ship the directory's schemas.

/** What an embed session lets its widget do; a session without `features` allows all four. */
export const EMBED_FEATURES = ['submit', 'print', 'history', 'insights'] as const;
export type EmbedFeature = (typeof EMBED_FEATURES)[number];

/** An employee's role in the organisation: managers and HR may read its reports. */
export const EMBED_ROLES = ['employee', 'manager', 'hr'] as const;
export type EmbedRole = (typeof EMBED_ROLES)[number];

export const embedRoleSchema = z.enum(EMBED_ROLES);
export const embedFeatureSchema = z.enum(EMBED_FEATURES);

import * as z from 'zod/mini';

/** The error body every failing call answers with (the HTTP contract's conventions). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ message }` answers (logout, forgot-password, reset-password, delete-draft, ...). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Wraps a payload schema in the contract's success envelope `{ data, message? }`. */
export const dataResponse = <T extends z.ZodMiniType>(data: T) =>
  z.object({ data, message: z.optional(z.string()) });

/** ISO-8601 timestamp string in UTC. */
export const isoDateSchema = z.string().check(z.minLength(1));

/** Non-empty id or slug. */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(200));

/** Query parameters shared by every paginated list. */
export const pageQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  /** Above MAX_PAGE_SIZE the server answers MAX_PAGE_SIZE reports (the page is capped, not refused). */
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

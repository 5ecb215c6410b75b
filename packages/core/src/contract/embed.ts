import * as z from 'zod/mini';
import { dataResponse, isoDateSchema } from './common';
import { directoryFields, MANAGER_IS_SELF } from './embedDirectory';
import { embedFeatureSchema, embedRoleSchema } from './embedRoles';
import { reportPaginationSchema, reportSchema, reportSummarySchema } from './reports';

/** An embed session's client secret lives at most this long. */
export const EMBED_SESSION_TTL_SECONDS = 15 * 60;

/**
 * POST /v1/embed/sessions, called by the portal's backend with its organisation key. Each
 * session also writes the employee's directory row (role, manager, team, department, name):
 * a field left out keeps the stored value, `null` clears manager, team or department.
 * `features` (each at most once) limits what the session may do; absent: all of them.
 */
export const createEmbedSessionRequestSchema = z
  .object({
    externalUserId: z
      .string()
      .check(z.trim(), z.minLength(1, 'externalUserId is required'), z.maxLength(200)),
    email: z.email('Enter a valid email address').check(z.maxLength(254)),
    name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    ...directoryFields,
    features: z.optional(
      z
        .array(embedFeatureSchema)
        .check(z.refine((f) => new Set(f).size === f.length, 'features must not repeat')),
    ),
  })
  .check(
    z.refine((e) => e.managerExternalUserId !== e.externalUserId, {
      message: MANAGER_IS_SELF,
      path: ['managerExternalUserId'],
    }),
  );
export type CreateEmbedSessionRequest = z.infer<typeof createEmbedSessionRequestSchema>;

export const embedSessionSchema = z.object({
  /** A bearer token of the employee for every signed-in call; at most 15 minutes. */
  clientSecret: z.string(),
  expiresAt: isoDateSchema,
  role: embedRoleSchema,
  /** What the session allows (all of EMBED_FEATURES when the request named none). */
  features: z.array(embedFeatureSchema),
});
export type EmbedSession = z.infer<typeof embedSessionSchema>;
export const embedSessionResponseSchema = dataResponse(embedSessionSchema);

/** The page fields of the lists, and the cursor of the next page (null on the last). */
export const embedPaginationSchema = z.extend(reportPaginationSchema, {
  nextCursor: z.nullable(z.string()),
});

/** A submitted report of the organisation, with the employee's id in the portal. */
export const embedReportSchema = z.intersection(
  reportSchema,
  z.object({ externalUserId: z.string() }),
);
export type EmbedReport = z.infer<typeof embedReportSchema>;

/** GET /v1/embed/report-documents: whole reports, at most 10 a page. */
export const embedReportListResponseSchema = z.object({
  data: z.array(embedReportSchema),
  pagination: embedPaginationSchema,
  message: z.optional(z.string()),
});
export type EmbedReportListResponse = z.infer<typeof embedReportListResponseSchema>;

/** GET /v1/embed/reports/{id}: one whole submitted report of the organisation. */
export const embedReportResponseSchema = dataResponse(embedReportSchema);
export type EmbedReportResponse = z.infer<typeof embedReportResponseSchema>;

/**
 * A submitted report of the organisation as a list shows it: no body, with the employee's id
 * and, once the employee has a directory row, their team, department and manager.
 */
export const embedReportSummarySchema = z.intersection(
  reportSummarySchema,
  z.object({
    externalUserId: z.string(),
    team: z.optional(z.nullable(z.object({ id: z.string(), name: z.string() }))),
    department: z.optional(z.nullable(z.string())),
    managerExternalUserId: z.optional(z.nullable(z.string())),
  }),
);
export type EmbedReportSummary = z.infer<typeof embedReportSummarySchema>;

/** GET /v1/embed/reports: a page of summaries (at most 100), newest first. */
export const embedReportSummaryListResponseSchema = z.object({
  data: z.array(embedReportSummarySchema),
  pagination: embedPaginationSchema,
  message: z.optional(z.string()),
});
export type EmbedReportSummaryListResponse = z.infer<typeof embedReportSummaryListResponseSchema>;

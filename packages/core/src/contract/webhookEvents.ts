import * as z from 'zod/mini';
import { isoDateSchema } from './common';
import { reviewItemSchema } from './reviews';

// What a delivery carries, for a portal's backend and the server: apart from the webhook
// endpoints' schemas, so a person's client (whose table has the administrators' rows) ships
// none of it.

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Rolescope-Signature';

/** What every event carries: `created` is the event's time in Unix seconds. */
const eventShape = { id: z.string(), created: z.number(), organizationId: z.string() };

/** An event of a report's life: `data` names the report and the employee in the portal. */
export const reportWebhookEventSchema = z.object({
  ...eventShape,
  type: z.enum(['report.submitted', 'report.deleted', 'draft.created']),
  data: z.object({
    reportId: z.string(),
    /** The employee's id in the portal (null for a user who is not an embedded employee). */
    externalUserId: z.nullable(z.string()),
    status: z.enum(['draft', 'completed']),
    reportType: z.enum(['competency', 'career']),
  }),
});
export type ReportWebhookEvent = z.infer<typeof reportWebhookEventSchema>;

/** A manager submitted their review of an employee's report (the review as submitted). */
export const reviewWebhookEventSchema = z.object({
  ...eventShape,
  type: z.literal('review.submitted'),
  data: z.object({
    reportId: z.string(),
    /** The employee whose report was reviewed, by their id in the portal. */
    externalUserId: z.string(),
    /** The manager who reviewed, by their id in the portal. */
    reviewerExternalUserId: z.string(),
    submittedAt: isoDateSchema,
    items: z.array(reviewItemSchema),
  }),
});
export type ReviewWebhookEvent = z.infer<typeof reviewWebhookEventSchema>;

/** The JSON body of every delivery (what the signature covers, byte for byte), by `type`. */
export const webhookEventSchema = z.discriminatedUnion('type', [
  reportWebhookEventSchema,
  reviewWebhookEventSchema,
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

import * as z from 'zod/mini';
import { dataResponse, idSchema, isoDateSchema } from './common';

/** The events an organisation's webhook endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'report.submitted',
  'report.deleted',
  'draft.created',
  'review.submitted',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** POST /v1/admin/organizations/{id}/webhooks */
export const createWebhookEndpointRequestSchema = z.object({
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Webhook URL is required'),
      z.maxLength(2000, 'URL is too long'),
    ),
  events: z
    .array(webhookEventTypeSchema)
    .check(z.minLength(1, 'Choose at least one event'), z.maxLength(WEBHOOK_EVENT_TYPES.length)),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequestSchema>;

/** An endpoint as listed: never its signing secret. */
export const webhookEndpointSchema = z.object({
  _id: idSchema,
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  createdAt: isoDateSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The one answer that carries the endpoint's signing secret (`whsec_…`, shown once). */
export const createdWebhookEndpointSchema = z.extend(webhookEndpointSchema, {
  secret: z.string(),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

/** One try at delivering an event: the receiver's status code, or the network error. */
export const webhookAttemptSchema = z.object({
  at: isoDateSchema,
  /** The receiver's HTTP status; null when no answer came (refused, timed out). */
  statusCode: z.nullable(z.number()),
  /** A short reason when the attempt failed without an answer. */
  error: z.nullable(z.string()),
  durationMs: z.number(),
  succeeded: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** An event's delivery to one endpoint, with every attempt so far (oldest first). */
export const webhookDeliverySchema = z.object({
  _id: idSchema,
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  /** pending: waiting for its next attempt; delivered: a 2xx came; failed: gave up after 24 h. */
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: isoDateSchema,
  nextAttemptAt: z.nullable(isoDateSchema),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointListResponseSchema = dataResponse(z.array(webhookEndpointSchema));
export const createdWebhookEndpointResponseSchema = dataResponse(createdWebhookEndpointSchema);
export const deletedWebhookEndpointResponseSchema = dataResponse(z.object({ _id: idSchema }));
export const webhookDeliveryListResponseSchema = dataResponse(z.array(webhookDeliverySchema));

import type { WebhookEventType } from '@rolescope/core/contract';

/** An organisation's webhook endpoint. Its secret signs deliveries and never leaves the server again. */
export type WebhookEndpointRecord = {
  id: string;
  organizationId: string;
  url: string;
  events: WebhookEventType[];
  /** The signing secret, kept as given: HMAC needs the secret itself, not a digest. */
  secret: string;
  createdAt: Date;
};

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export type WebhookAttemptRecord = {
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  succeeded: boolean;
};

/** One event's delivery to one endpoint (a row of the outbox), with its attempts oldest first. */
export type WebhookDeliveryRecord = {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  createdAt: Date;
  nextAttemptAt: Date | null;
  attempts: WebhookAttemptRecord[];
};

/** A delivery a worker has leased: what it needs to send it, and the lease to report under. */
export type ClaimedDelivery = {
  id: string;
  leaseToken: string;
  url: string;
  secret: string;
  /** The event's JSON text, signed and sent as is. */
  payload: string;
  createdAt: Date;
  /** Attempts made before this one. */
  attemptCount: number;
};

export type ClaimRequest = {
  now: Date;
  /** Until when the claimed rows are this worker's (others skip them until then). */
  leaseUntil: Date;
  leaseToken: string;
  limit: number;
};

/** What one attempt came to: recorded only while the lease is still the worker's. */
export type DeliveryOutcome = {
  deliveryId: string;
  leaseToken: string;
  attempt: WebhookAttemptRecord;
  status: WebhookDeliveryStatus;
  /** When to try again (status pending); null otherwise. */
  nextAttemptAt: Date | null;
};

/**
 * The webhook part of the Store. Events are written by the store itself, in the same
 * transaction as the change they report (drafts created, reports submitted, drafts deleted),
 * as one outbox row per subscribed endpoint: a crash between the commit and the delivery
 * loses nothing, the row waits for a worker.
 */
export interface WebhookStore {
  /** Inserts the endpoint; the organisation must exist. */
  createWebhookEndpoint(record: WebhookEndpointRecord): Promise<WebhookEndpointRecord>;
  /** Newest first (createdAt desc, id desc). */
  listWebhookEndpoints(organizationId: string): Promise<WebhookEndpointRecord[]>;
  /** False when the organisation has no endpoint with that id. Its deliveries go with it. */
  deleteWebhookEndpoint(organizationId: string, id: string): Promise<boolean>;
  /** The endpoint's latest deliveries, newest first; null when it is not the organisation's. */
  listWebhookDeliveries(
    organizationId: string,
    endpointId: string,
    limit: number,
  ): Promise<WebhookDeliveryRecord[] | null>;
  /**
   * Leases up to `limit` pending deliveries that are due (next attempt at or before `now`,
   * and not leased by a live worker), oldest first. Across processes sharing a database each
   * row goes to one claimer (PostgreSQL: FOR UPDATE SKIP LOCKED, then the lease).
   */
  claimWebhookDeliveries(request: ClaimRequest): Promise<ClaimedDelivery[]>;
  /** Records the attempt and the delivery's new state; false when the lease was lost. */
  recordWebhookAttempt(outcome: DeliveryOutcome): Promise<boolean>;
}

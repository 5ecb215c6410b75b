import type { WebhookEventType } from '@rolescope/core/contract';
import { type SQL, sql } from 'drizzle-orm';
import type {
  ClaimedDelivery,
  ClaimRequest,
  DeliveryOutcome,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '../webhookRecords';
import { SqlTeamStore } from './sqlTeam';
import { type SqlDatabase, text } from './values';

type Row = Record<string, unknown>;

/** The rows of a raw statement, whichever driver (node-postgres or PGlite) ran it. */
const rows = async (db: SqlDatabase, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const dateOf = (value: unknown) => (value === null ? null : new Date(Number(value)));

const toEndpoint = (r: Row): WebhookEndpointRecord => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  url: String(r.url),
  events: String(r.events).split(',') as WebhookEventType[],
  secret: String(r.secret),
  createdAt: new Date(Number(r.created_ms)),
});

const ENDPOINT_COLUMNS = sql`id, organization_id, url, events, secret, ${ms('created_at')} AS created_ms`;

const createWebhookEndpoint = async (db: SqlDatabase, e: WebhookEndpointRecord) => {
  const [row] = await rows(
    db,
    sql`INSERT INTO webhook_endpoints (id, organization_id, url, events, secret, created_at)
        VALUES (${e.id}, ${e.organizationId}, ${text(e.url)}, ${e.events.join(',')}, ${e.secret},
                ${at(e.createdAt)})
        RETURNING ${ENDPOINT_COLUMNS}`,
  );
  return toEndpoint(row as Row);
};

const listWebhookEndpoints = async (db: SqlDatabase, organizationId: string) =>
  (
    await rows(
      db,
      sql`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints
          WHERE organization_id = ${text(organizationId)} ORDER BY created_at DESC, id DESC`,
    )
  ).map(toEndpoint);

const deleteWebhookEndpoint = async (db: SqlDatabase, organizationId: string, id: string) =>
  (
    await rows(
      db,
      sql`DELETE FROM webhook_endpoints
          WHERE id = ${text(id)} AND organization_id = ${text(organizationId)} RETURNING id`,
    )
  ).length > 0;

const listWebhookDeliveries = async (
  db: SqlDatabase,
  organizationId: string,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryRecord[] | null> => {
  const found = await rows(
    db,
    sql`SELECT 1 FROM webhook_endpoints
        WHERE id = ${text(endpointId)} AND organization_id = ${text(organizationId)}`,
  );
  if (found.length === 0) return null;
  const list = await rows(
    db,
    sql`SELECT d.id, d.endpoint_id, d.event_id, d.event_type, d.status,
               ${ms('d.created_at')} AS created_ms, ${ms('d.next_attempt_at')} AS next_ms,
               coalesce((SELECT json_agg(json_build_object(
                   'at', ${ms('a.at')}, 'statusCode', a.status_code, 'error', a.error,
                   'durationMs', a.duration_ms, 'succeeded', a.succeeded) ORDER BY a.at, a.id)
                 FROM webhook_attempts a WHERE a.delivery_id = d.id)::text, '[]') AS attempts
        FROM webhook_deliveries d WHERE d.endpoint_id = ${text(endpointId)}
        ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`,
  );
  return list.map((r) => ({
    id: String(r.id),
    endpointId: String(r.endpoint_id),
    eventId: String(r.event_id),
    eventType: r.event_type as WebhookEventType,
    status: r.status as WebhookDeliveryRecord['status'],
    createdAt: new Date(Number(r.created_ms)),
    nextAttemptAt: r.status === 'pending' ? dateOf(r.next_ms) : null,
    attempts: (JSON.parse(String(r.attempts)) as Row[]).map((a) => ({
      at: new Date(Number(a.at)),
      statusCode: a.statusCode === null ? null : Number(a.statusCode),
      error: a.error === null ? null : String(a.error),
      durationMs: Number(a.durationMs),
      succeeded: a.succeeded === true,
    })),
  }));
};

/**
 * Leases due deliveries: the rows are locked with SKIP LOCKED (a parallel claimer passes
 * over them instead of waiting), and their next attempt moved to the lease's end, so no other
 * worker takes them until then. A worker that dies mid-delivery leaves a row that falls due
 * again when its lease ends: delivered at least once.
 */
const claimWebhookDeliveries = async (
  db: SqlDatabase,
  { now, leaseUntil, leaseToken, limit }: ClaimRequest,
): Promise<ClaimedDelivery[]> =>
  (
    await rows(
      db,
      sql`WITH due AS (
            SELECT id FROM webhook_deliveries
            WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ${at(now)})
            ORDER BY next_attempt_at NULLS FIRST, created_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          UPDATE webhook_deliveries d
          SET next_attempt_at = ${at(leaseUntil)}, lease_token = ${leaseToken}
          FROM due, webhook_endpoints e
          WHERE d.id = due.id AND e.id = d.endpoint_id
          RETURNING d.id, d.payload, d.attempt_count, ${ms('d.created_at')} AS created_ms,
                    e.url, e.secret`,
    )
  ).map((r) => ({
    id: String(r.id),
    leaseToken,
    url: String(r.url),
    secret: String(r.secret),
    payload: String(r.payload),
    createdAt: new Date(Number(r.created_ms)),
    attemptCount: Number(r.attempt_count),
  }));

/** The delivery's new state and its attempt in one statement, only under the worker's lease. */
const recordWebhookAttempt = async (db: SqlDatabase, o: DeliveryOutcome) =>
  (
    await rows(
      db,
      sql`WITH updated AS (
            UPDATE webhook_deliveries
            SET status = ${o.status}, attempt_count = attempt_count + 1, lease_token = NULL,
                next_attempt_at = ${o.nextAttemptAt ? at(o.nextAttemptAt) : null}
            WHERE id = ${o.deliveryId} AND lease_token = ${o.leaseToken}
            RETURNING id)
          INSERT INTO webhook_attempts (delivery_id, at, status_code, error, duration_ms, succeeded)
          SELECT id, ${at(o.attempt.at)}, ${o.attempt.statusCode}, ${o.attempt.error},
                 ${Math.round(o.attempt.durationMs)}, ${o.attempt.succeeded}
          FROM updated RETURNING delivery_id`,
    )
  ).length > 0;

/** The Store's webhooks over SQL (the outbox rows are written by the reports trigger of migration 8). */
export class SqlWebhooksStore extends SqlTeamStore {
  async createWebhookEndpoint(record: WebhookEndpointRecord): Promise<WebhookEndpointRecord> {
    return createWebhookEndpoint(this.db, record);
  }

  async listWebhookEndpoints(organizationId: string): Promise<WebhookEndpointRecord[]> {
    return listWebhookEndpoints(this.db, organizationId);
  }

  async deleteWebhookEndpoint(organizationId: string, id: string): Promise<boolean> {
    return deleteWebhookEndpoint(this.db, organizationId, id);
  }

  async listWebhookDeliveries(
    organizationId: string,
    endpointId: string,
    limit: number,
  ): Promise<WebhookDeliveryRecord[] | null> {
    return listWebhookDeliveries(this.db, organizationId, endpointId, limit);
  }

  async claimWebhookDeliveries(request: ClaimRequest): Promise<ClaimedDelivery[]> {
    return claimWebhookDeliveries(this.db, request);
  }

  async recordWebhookAttempt(outcome: DeliveryOutcome): Promise<boolean> {
    return recordWebhookAttempt(this.db, outcome);
  }
}

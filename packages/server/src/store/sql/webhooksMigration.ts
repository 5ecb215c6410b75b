/**
 * The webhook outbox. `webhook_deliveries` holds one row per event and subscribed endpoint,
 * written by a trigger on `reports` inside the transaction that changes the report: the event
 * and the change commit together or not at all. A worker leases due rows by moving
 * `next_attempt_at` forward (under FOR UPDATE SKIP LOCKED), sends, and records the attempt.
 */
const EVENT_TRIGGER = `CREATE OR REPLACE FUNCTION reports_webhook_event() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        v_type text;
        v_at timestamptz;
        v_owner text;
        v_report text;
        v_status text;
        v_kind text;
        v_org text;
        v_ext text;
        v_event text;
        v_payload text;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          v_type := 'report.deleted';
          v_at := now();
          v_owner := OLD.owner_id; v_report := OLD.id; v_status := OLD.status; v_kind := OLD.report_type;
        ELSIF TG_OP = 'INSERT' THEN
          v_type := CASE WHEN NEW.status = 'draft' THEN 'draft.created' ELSE 'report.submitted' END;
          v_at := NEW.created_at;
          v_owner := NEW.owner_id; v_report := NEW.id; v_status := NEW.status; v_kind := NEW.report_type;
        ELSE
          IF NOT (OLD.status = 'draft' AND NEW.status = 'completed') THEN RETURN NULL; END IF;
          v_type := 'report.submitted';
          v_at := NEW.updated_at;
          v_owner := NEW.owner_id; v_report := NEW.id; v_status := NEW.status; v_kind := NEW.report_type;
        END IF;
        SELECT organization_id, external_user_id INTO v_org, v_ext FROM users WHERE id = v_owner;
        IF v_org IS NULL THEN RETURN NULL; END IF;
        IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.organization_id = v_org
                       AND v_type = ANY (string_to_array(e.events, ','))) THEN
          RETURN NULL;
        END IF;
        v_event := 'evt_' || replace(gen_random_uuid()::text, '-', '');
        v_payload := json_build_object(
          'id', v_event, 'type', v_type, 'created', floor(extract(epoch FROM v_at))::bigint,
          'organizationId', v_org,
          'data', json_build_object('reportId', v_report, 'externalUserId', v_ext,
                                    'status', v_status, 'reportType', v_kind))::text;
        INSERT INTO webhook_deliveries
          (id, endpoint_id, event_id, event_type, payload, status, attempt_count, next_attempt_at, created_at)
        SELECT 'whd_' || replace(gen_random_uuid()::text, '-', ''), e.id, v_event, v_type, v_payload,
               'pending', 0, NULL, v_at
        FROM webhook_endpoints e
        WHERE e.organization_id = v_org AND v_type = ANY (string_to_array(e.events, ','));
        RETURN NULL;
      END
      $$`;

export const WEBHOOKS_MIGRATION = [
  `CREATE TABLE IF NOT EXISTS webhook_endpoints (
    id text PRIMARY KEY,
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    url text NOT NULL,
    events text NOT NULL,
    secret text NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS webhook_endpoints_organization_idx ON webhook_endpoints (organization_id, created_at DESC, id DESC)',
  `CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id text PRIMARY KEY,
    endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    event_id text NOT NULL,
    event_type text NOT NULL,
    payload text NOT NULL,
    status text NOT NULL,
    attempt_count integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,
    lease_token text,
    created_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at NULLS FIRST, created_at) WHERE status = 'pending'`,
  'CREATE INDEX IF NOT EXISTS webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)',
  `CREATE TABLE IF NOT EXISTS webhook_attempts (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    delivery_id text NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    at timestamptz NOT NULL,
    status_code integer,
    error text,
    duration_ms integer NOT NULL,
    succeeded boolean NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, at)',
  EVENT_TRIGGER,
  'DROP TRIGGER IF EXISTS reports_webhook_event ON reports',
  'CREATE TRIGGER reports_webhook_event AFTER INSERT OR UPDATE OF status OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION reports_webhook_event()',
];

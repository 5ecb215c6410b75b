/**
 * Manager reviews: one row per reviewed report, gone with the report (ON DELETE CASCADE) or
 * with its organisation. A trigger writes the `review.submitted` outbox rows in the statement
 * that submits the review, so the event and the submission commit together or not at all
 * (the reports' events of migration 8 work the same way).
 */
const REVIEW_EVENT_TRIGGER = `CREATE OR REPLACE FUNCTION manager_reviews_webhook_event() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        v_ext text;
        v_event text;
        v_payload text;
      BEGIN
        IF NEW.status <> 'submitted' OR (TG_OP = 'UPDATE' AND OLD.status = 'submitted') THEN
          RETURN NULL;
        END IF;
        IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.organization_id = NEW.organization_id
                       AND 'review.submitted' = ANY (string_to_array(e.events, ','))) THEN
          RETURN NULL;
        END IF;
        SELECT u.external_user_id INTO v_ext
          FROM reports r JOIN users u ON u.id = r.owner_id WHERE r.id = NEW.report_id;
        v_event := 'evt_' || replace(gen_random_uuid()::text, '-', '');
        v_payload := json_build_object(
          'id', v_event, 'type', 'review.submitted',
          'created', floor(extract(epoch FROM NEW.submitted_at))::bigint,
          'organizationId', NEW.organization_id,
          'data', json_build_object(
            'reportId', NEW.report_id, 'externalUserId', v_ext,
            'reviewerExternalUserId', NEW.reviewer_external_user_id,
            'submittedAt', to_char(NEW.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'items', NEW.items))::text;
        INSERT INTO webhook_deliveries
          (id, endpoint_id, event_id, event_type, payload, status, attempt_count, next_attempt_at, created_at)
        SELECT 'whd_' || replace(gen_random_uuid()::text, '-', ''), e.id, v_event, 'review.submitted',
               v_payload, 'pending', 0, NULL, NEW.submitted_at
        FROM webhook_endpoints e
        WHERE e.organization_id = NEW.organization_id
          AND 'review.submitted' = ANY (string_to_array(e.events, ','));
        RETURN NULL;
      END
      $$`;

export const REVIEWS_MIGRATION = [
  `CREATE TABLE IF NOT EXISTS manager_reviews (
    report_id text PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    reviewer_external_user_id text NOT NULL,
    reviewer_name text NOT NULL,
    status text NOT NULL,
    items jsonb NOT NULL,
    updated_at timestamptz NOT NULL,
    submitted_at timestamptz,
    CONSTRAINT manager_reviews_status_check CHECK (status IN ('draft', 'submitted'))
  )`,
  'CREATE INDEX IF NOT EXISTS manager_reviews_organization_idx ON manager_reviews (organization_id)',
  REVIEW_EVENT_TRIGGER,
  'DROP TRIGGER IF EXISTS manager_reviews_webhook_event ON manager_reviews',
  'CREATE TRIGGER manager_reviews_webhook_event AFTER INSERT OR UPDATE OF status ON manager_reviews FOR EACH ROW EXECUTE FUNCTION manager_reviews_webhook_event()',
];

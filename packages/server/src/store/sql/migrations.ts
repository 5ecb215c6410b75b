import { DIRECTORY_MIGRATION, REPORT_FILTERS_MIGRATION } from './directoryMigration';
import { INITIAL_MIGRATION } from './initialMigration';
import { INSIGHTS_JOB_FAMILIES_MIGRATION } from './insightsJobFamiliesMigration';
import { INSIGHTS_MIGRATION } from './insightsMigration';
import { MEMBERSHIPS_MIGRATION } from './membershipsMigration';
import { REPORTS_DOC_AND_SUMMARY } from './reportsTrigger';
import { REVIEWS_MIGRATION } from './reviewsMigration';
import { WEBHOOKS_MIGRATION } from './webhooksMigration';

/**
 * The schema as plain SQL, one statement per string, grouped into numbered migrations.
 * Every statement is idempotent (IF NOT EXISTS), and `runMigrations` records applied
 * versions in `schema_migrations` under an advisory lock, so two processes starting at
 * once against one PostgreSQL database neither race nor fail. Never edit a shipped
 * migration: add a new one.
 */
export type Migration = { version: number; name: string; statements: string[] };

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    statements: INITIAL_MIGRATION,
  },
  {
    version: 2,
    name: 'report type (competency or career)',
    statements: [
      `ALTER TABLE reports ADD COLUMN IF NOT EXISTS report_type text NOT NULL DEFAULT 'competency'`,
      `ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_report_type_check`,
      `ALTER TABLE reports ADD CONSTRAINT reports_report_type_check CHECK (report_type IN ('competency', 'career'))`,
    ],
  },
  {
    // Report bodies are stored and read whole, never queried inside: json keeps the text as
    // written, so reading a page sends it as is, where jsonb is re-printed from its binary
    // form on every read (measured: a page of 10 reports 0.13 ms -> 0.09 ms in PostgreSQL).
    version: 3,
    name: 'report bodies as json (stored and read whole)',
    statements: [
      `ALTER TABLE reports
        ALTER COLUMN report TYPE json USING report::json,
        ALTER COLUMN selected_levels TYPE json USING selected_levels::json,
        ALTER COLUMN user_filled_details TYPE json USING user_filled_details::json,
        ALTER COLUMN score_details TYPE json USING score_details::json`,
    ],
  },
  {
    // Each report keeps its contract JSON (the `Report` the API answers with) in `doc`,
    // written by a trigger on every insert and update, so a page of reports is read as ten
    // ready documents joined by PostgreSQL: the server neither parses nor re-serialises the
    // bodies (measured on the bench: fetchUserReports from 613 to 1,058-1,269 req/s, and its
    // server CPU per request from 1.13 to about 0.5 ms; docs/benchmarks.md).
    // The document mirrors `reportDocument()` in src/store/reportDocument.ts, and
    // test/store.test.ts holds the two equal on every store.
    version: 4,
    name: 'report documents (the contract JSON of each report, kept by a trigger)',
    statements: [
      'ALTER TABLE reports ADD COLUMN IF NOT EXISTS doc text',
      `CREATE OR REPLACE FUNCTION reports_doc() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.doc := '{"_id":' || to_json(NEW.id)::text
          || ',"email":' || to_json(NEW.email)::text
          || ',"status":' || to_json(NEW.status)::text
          || ',"reportType":' || to_json(NEW.report_type)::text
          || ',"createdAt":"' || to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
          || ',"updatedAt":"' || to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
          || CASE WHEN NEW.status = 'draft' THEN ',"draftId":' || to_json(NEW.id)::text ELSE '' END
          || CASE WHEN NEW.report IS NULL OR json_typeof(NEW.report) = 'null' THEN ''
                  ELSE ',"report":' || NEW.report::text END
          || ',"selectedLevels":' || NEW.selected_levels::text
          || ',"userFilledDetails":' || NEW.user_filled_details::text
          || CASE WHEN NEW.score_details IS NULL OR json_typeof(NEW.score_details) = 'null' THEN ''
                  ELSE ',"scoreDetails":' || NEW.score_details::text END
          || '}';
        RETURN NEW;
      END
      $$`,
      'DROP TRIGGER IF EXISTS reports_doc ON reports',
      'CREATE TRIGGER reports_doc BEFORE INSERT OR UPDATE ON reports FOR EACH ROW EXECUTE FUNCTION reports_doc()',
      // fires the trigger once for every report stored before this version
      'UPDATE reports SET doc = NULL',
      'ALTER TABLE reports ALTER COLUMN doc SET NOT NULL',
    ],
  },
  {
    // Embedding: an organisation's secret API keys (only a SHA-256 digest of each secret is
    // kept, looked up by it) and its employees, users created by an embed session: they
    // belong to the organisation, carry the portal's id for them, and have no password ('').
    // Deleting an organisation deletes its keys; its employees stay, with no organisation.
    version: 5,
    name: 'organisation API keys and embedded employees',
    statements: [
      `CREATE TABLE IF NOT EXISTS api_keys (
        id text PRIMARY KEY,
        organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name text NOT NULL,
        prefix text NOT NULL,
        secret_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`,
      'CREATE UNIQUE INDEX IF NOT EXISTS api_keys_secret_hash_key ON api_keys (secret_hash)',
      'CREATE INDEX IF NOT EXISTS api_keys_organization_created_idx ON api_keys (organization_id, created_at DESC, id DESC)',
      'ALTER TABLE users ADD COLUMN IF NOT EXISTS organization_id text REFERENCES organizations (id) ON DELETE SET NULL',
      'ALTER TABLE users ADD COLUMN IF NOT EXISTS external_user_id text',
      'CREATE UNIQUE INDEX IF NOT EXISTS users_organization_external_key ON users (organization_id, external_user_id) WHERE external_user_id IS NOT NULL',
    ],
  },
  {
    // The optional full name given at sign-up waits with the code (the account takes it).
    version: 6,
    name: 'full name of a pending registration',
    statements: [
      "ALTER TABLE pending_registrations ADD COLUMN IF NOT EXISTS name text NOT NULL DEFAULT ''",
    ],
  },
  {
    // Lists show summaries: each report keeps, beside its document, the
    // few hundred bytes a list row shows (`summary`, written by the same trigger), so that a
    // page of summaries never reads the bodies (up to 512 KiB each). And each user keeps the
    // number of their reports (`report_count`, kept by a trigger on every insert and delete),
    // so that a page's total costs the same for 10 reports or 10,000 (no count(*)).
    version: 7,
    name: 'report summaries and per-user report counts',
    statements: [
      'ALTER TABLE reports ADD COLUMN IF NOT EXISTS summary text',
      REPORTS_DOC_AND_SUMMARY,
      // fires the trigger once for every report stored before this version
      'UPDATE reports SET summary = NULL',
      'ALTER TABLE reports ALTER COLUMN summary SET NOT NULL',
      'ALTER TABLE users ADD COLUMN IF NOT EXISTS report_count integer NOT NULL DEFAULT 0',
      `CREATE OR REPLACE FUNCTION reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE users SET report_count = report_count + 1 WHERE id = NEW.owner_id;
          RETURN NEW;
        END IF;
        UPDATE users SET report_count = report_count - 1 WHERE id = OLD.owner_id;
        RETURN OLD;
      END
      $$`,
      'DROP TRIGGER IF EXISTS reports_count ON reports',
      'CREATE TRIGGER reports_count AFTER INSERT OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION reports_count()',
      'UPDATE users u SET report_count = (SELECT count(*) FROM reports r WHERE r.owner_id = u.id)',
    ],
  },
  {
    // Webhooks: endpoints, the outbox of deliveries written with each event, their attempts.
    version: 8,
    name: 'webhook endpoints and outbox',
    statements: WEBHOOKS_MIGRATION,
  },
  {
    // Who manages whom, teams and departments, keyed by the portal's ids.
    version: 9,
    name: 'organisation directory',
    statements: DIRECTORY_MIGRATION,
  },
  {
    version: 10,
    name: 'career level and competency filters of organisation reports',
    statements: REPORT_FILTERS_MIGRATION,
  },
  {
    // A draft's summary carries the step it was saved on (the dashboard shows it): the
    // trigger of version 7 as it is now, run again over every stored report.
    version: 11,
    name: "drafts' saved step in their summaries",
    statements: [REPORTS_DOC_AND_SUMMARY, 'UPDATE reports SET summary = NULL'],
  },
  {
    // Organisation insights: monthly rollups kept by triggers (see insightsMigration.ts).
    version: 12,
    name: 'organisation insights rollups',
    statements: INSIGHTS_MIGRATION,
  },
  {
    // A manager's review of a submitted report, and its webhook (see reviewsMigration.ts).
    version: 13,
    name: 'manager reviews',
    statements: REVIEWS_MIGRATION,
  },
  {
    // Rolescope accounts join organisations: invitation links and claimed e-mail domains.
    version: 14,
    name: 'organisation invitations and domains',
    statements: MEMBERSHIPS_MIGRATION,
  },
  {
    // The insights' job family filter and its choices (see insightsJobFamiliesMigration.ts).
    version: 15,
    name: 'insights by job family',
    statements: INSIGHTS_JOB_FAMILIES_MIGRATION,
  },
];

/** Any number; all Rolescope processes take the same transaction-level advisory lock. */
const MIGRATION_LOCK_KEY = 727_001;

/** The smallest thing both drivers can do: run one statement, get rows back. */
export type SqlRunner = {
  query(statement: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs `fn` inside one transaction (BEGIN ... COMMIT, ROLLBACK on error). */
  transaction<T>(fn: (q: SqlRunner) => Promise<T>): Promise<T>;
};

/**
 * Applies every migration not yet recorded; returns the versions it applied. `schema`
 * (already validated as a plain identifier) is created first when given; `migrations` (tests
 * of an upgrade path) defaults to all of them.
 */
export const runMigrations = async (
  runner: SqlRunner,
  options: { schema?: string; migrations?: Migration[] } = {},
): Promise<number[]> =>
  runner.transaction(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // Under the lock too: CREATE SCHEMA IF NOT EXISTS races like CREATE TABLE does.
    if (options.schema) await q.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await q.query('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)),
    );
    const applied: number[] = [];
    for (const m of options.migrations ?? MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const statement of m.statements) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    return applied;
  });

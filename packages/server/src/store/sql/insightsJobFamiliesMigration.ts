/**
 * Migration 15: the job families of the insights. Each counted report's facts
 * (`insight_reports`) keep the job families its role details name (`details.process`, the
 * catalog ids, distinct and sorted), filled as the row is written, so the triggers of
 * migration 12 and its backfill need no change. `insight_month_job_families` counts the
 * reports per month, team, department and job family, kept by triggers on the facts: the
 * choices of the `jobFamily` filter are read from it, whose rows never depend on the number of
 * reports. A read filtered by a job family sums the facts (as a manager's reach does).
 */

/** A report's `user_filled_details` -> its job family ids, distinct, sorted, non-empty. */
const FAMILIES_FUNCTION = `CREATE OR REPLACE FUNCTION insight_job_families(details json)
  RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(array_agg(DISTINCT f ORDER BY f), '{}'::text[])
    FROM json_array_elements(CASE
      WHEN json_typeof(details->'details'->'process') = 'array' THEN details->'details'->'process'
      ELSE '[]'::json END) AS p,
    LATERAL (SELECT p #>> '{}' AS f) x
    WHERE json_typeof(p) = 'string' AND f <> ''
  $$`;

/** Fills a new fact's job families from its report (the report's row is already written). */
const FILL_FUNCTION = `CREATE OR REPLACE FUNCTION insight_reports_job_families() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.job_families := coalesce(
      (SELECT insight_job_families(r.user_filled_details) FROM reports r WHERE r.id = NEW.report_id),
      '{}'::text[]);
    RETURN NEW;
  END
  $$`;

/** Adds a new fact to the monthly job family counters, or subtracts a removed one. */
const COUNT_FUNCTION = `CREATE OR REPLACE FUNCTION insight_job_families_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO insight_month_job_families AS t
        SELECT NEW.organization_id, NEW.month, NEW.team_id, NEW.department, f, 1
        FROM unnest(NEW.job_families) AS f ORDER BY f
        ON CONFLICT (organization_id, month, team_id, department, job_family)
        DO UPDATE SET reports = t.reports + 1;
    ELSE
      UPDATE insight_month_job_families SET reports = reports - 1
        WHERE organization_id = OLD.organization_id AND month = OLD.month
          AND team_id = OLD.team_id AND department = OLD.department
          AND job_family = ANY (OLD.job_families);
    END IF;
    RETURN NULL;
  END
  $$`;

export const INSIGHTS_JOB_FAMILIES_MIGRATION = [
  `ALTER TABLE insight_reports ADD COLUMN IF NOT EXISTS job_families text[] NOT NULL DEFAULT '{}'`,
  'CREATE INDEX IF NOT EXISTS insight_reports_month ON insight_reports (organization_id, month)',
  `CREATE TABLE IF NOT EXISTS insight_month_job_families (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    month date NOT NULL,
    team_id text NOT NULL,
    department text NOT NULL,
    job_family text NOT NULL,
    reports integer NOT NULL,
    PRIMARY KEY (organization_id, month, team_id, department, job_family)
  )`,
  FAMILIES_FUNCTION,
  FILL_FUNCTION,
  COUNT_FUNCTION,
  'DROP TRIGGER IF EXISTS insight_reports_job_families ON insight_reports',
  'CREATE TRIGGER insight_reports_job_families BEFORE INSERT ON insight_reports FOR EACH ROW EXECUTE FUNCTION insight_reports_job_families()',
  'DROP TRIGGER IF EXISTS insight_job_families_change ON insight_reports',
  'CREATE TRIGGER insight_job_families_change AFTER INSERT OR DELETE ON insight_reports FOR EACH ROW EXECUTE FUNCTION insight_job_families_change()',
  // The facts counted before this migration, and their counters.
  `UPDATE insight_reports f SET job_families = insight_job_families(r.user_filled_details)
    FROM reports r WHERE r.id = f.report_id`,
  'DELETE FROM insight_month_job_families',
  `INSERT INTO insight_month_job_families
    SELECT f.organization_id, f.month, f.team_id, f.department, j, count(*)
    FROM insight_reports f CROSS JOIN LATERAL unnest(f.job_families) AS j
    GROUP BY 1, 2, 3, 4, 5`,
];

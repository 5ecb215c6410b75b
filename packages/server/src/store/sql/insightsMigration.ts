import {
  COMPETENCY_COLUMNS,
  careerLevel,
  category,
  competencySums,
  INSIGHTS_BACKFILL,
  level,
  monthOf,
} from './insightsBackfill';

/**
 * Migration 11: organisation insights kept as rollups. Each submitted competency report of an
 * organisation's employee is added, in the transaction that completes it, to monthly counters
 * per (team, department): career levels and categories (`insight_month_levels`) and, per
 * competency, ratings by level and below-recommendation counts (`insight_month_competencies`).
 * Headcounts per (team, department) live in `insight_employee_counts`, kept by triggers on the
 * directory, the users and the reports. So an insights read sums rollup rows, whose number
 * depends on months x teams x competencies, never on the number of reports.
 * `insight_reports` / `insight_report_competencies` keep each counted report's facts (its month,
 * its team and department at submission): what a deletion subtracts, and what a manager's
 * insights (their reach only) are summed from. '' stands for "no team" / "no department".
 */

const TABLES = [
  `CREATE TABLE IF NOT EXISTS insight_reports (
    report_id text PRIMARY KEY,
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    external_user_id text NOT NULL,
    month date NOT NULL,
    team_id text NOT NULL,
    department text NOT NULL,
    career_level integer NOT NULL,
    category text NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS insight_reports_employee ON insight_reports (organization_id, external_user_id, month)',
  `CREATE TABLE IF NOT EXISTS insight_report_competencies (
    report_id text NOT NULL REFERENCES insight_reports (report_id) ON DELETE CASCADE,
    competency_id text NOT NULL,
    competency_name text NOT NULL,
    level integer NOT NULL,
    recommended integer
  )`,
  'CREATE INDEX IF NOT EXISTS insight_report_competencies_report ON insight_report_competencies (report_id)',
  `CREATE TABLE IF NOT EXISTS insight_month_levels (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    month date NOT NULL,
    team_id text NOT NULL,
    department text NOT NULL,
    career_level integer NOT NULL,
    category text NOT NULL,
    reports integer NOT NULL,
    PRIMARY KEY (organization_id, month, team_id, department, career_level, category)
  )`,
  `CREATE TABLE IF NOT EXISTS insight_month_competencies (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    month date NOT NULL,
    team_id text NOT NULL,
    department text NOT NULL,
    competency_id text NOT NULL,
    competency_name text NOT NULL,
    level1 integer NOT NULL, level2 integer NOT NULL, level3 integer NOT NULL,
    level4 integer NOT NULL, level5 integer NOT NULL,
    below integer NOT NULL,
    gap_sum integer NOT NULL,
    PRIMARY KEY (organization_id, month, team_id, department, competency_id)
  )`,
  `CREATE TABLE IF NOT EXISTS insight_employees (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    external_user_id text NOT NULL,
    team_id text NOT NULL,
    team_name text NOT NULL,
    department text NOT NULL,
    evaluated boolean NOT NULL,
    PRIMARY KEY (organization_id, external_user_id)
  )`,
  `CREATE TABLE IF NOT EXISTS insight_employee_counts (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    team_id text NOT NULL,
    department text NOT NULL,
    team_name text NOT NULL,
    employees integer NOT NULL,
    evaluated integer NOT NULL,
    PRIMARY KEY (organization_id, team_id, department)
  )`,
];

/** A report body's rated competencies: id, title, chosen level (1..5), recommended level. */
const ITEMS_FUNCTION = `CREATE OR REPLACE FUNCTION insight_items(body json, selected json)
  RETURNS TABLE (competency_id text, competency_name text, level integer, recommended integer)
  LANGUAGE sql IMMUTABLE AS $$
    SELECT x.competency_id, x.competency_name, x.level, x.recommended FROM (
      SELECT i->>'_id' AS competency_id,
             CASE WHEN json_typeof(i->'title') = 'string' THEN i->>'title' ELSE '' END AS competency_name,
             ${level("selected -> (i->>'step')")} AS level,
             ${level("i->'recommendedLevel'")} AS recommended
      FROM json_array_elements(CASE
        WHEN json_typeof(body) = 'array' THEN body
        WHEN json_typeof(body) = 'object' AND json_typeof(body->'competencyData') = 'array'
          THEN body->'competencyData'
        ELSE '[]'::json END) AS i
      WHERE json_typeof(i) = 'object' AND json_typeof(i->'_id') = 'string'
    ) x WHERE x.level IS NOT NULL
  $$`;

/** Recounts one employee (present, team, department, evaluated) and moves the counters. */
const EMPLOYEE_REFRESH = `CREATE OR REPLACE FUNCTION insight_employee_refresh(p_org text, p_ext text)
  RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    o insight_employees%ROWTYPE;
    had boolean;
    present boolean := false;
    v_team text := ''; v_team_name text := ''; v_dept text := ''; v_eval boolean := false;
  BEGIN
    IF p_org IS NULL OR p_ext IS NULL THEN RETURN; END IF;
    SELECT * INTO o FROM insight_employees WHERE organization_id = p_org AND external_user_id = p_ext;
    had := FOUND;
    IF EXISTS (SELECT 1 FROM organizations WHERE id = p_org) THEN
      SELECT coalesce(d.team_id, ''), coalesce(d.team_name, ''), coalesce(d.department, '')
        INTO v_team, v_team_name, v_dept
        FROM directory_entries d WHERE d.organization_id = p_org AND d.external_user_id = p_ext;
      present := FOUND;
      IF NOT present THEN v_team := ''; v_team_name := ''; v_dept := ''; END IF;
      SELECT EXISTS (SELECT 1 FROM reports r WHERE r.owner_id = u.id
                     AND r.status = 'completed' AND r.report_type = 'competency')
        INTO v_eval
        FROM users u WHERE u.organization_id = p_org AND u.external_user_id = p_ext;
      IF FOUND THEN present := true; ELSE v_eval := false; END IF;
    END IF;
    IF had THEN
      IF present AND o.team_id = v_team AND o.department = v_dept AND o.evaluated = v_eval
         AND o.team_name = v_team_name THEN RETURN; END IF;
      UPDATE insight_employee_counts SET employees = employees - 1,
          evaluated = evaluated - CASE WHEN o.evaluated THEN 1 ELSE 0 END
        WHERE organization_id = p_org AND team_id = o.team_id AND department = o.department;
      DELETE FROM insight_employees WHERE organization_id = p_org AND external_user_id = p_ext;
    END IF;
    IF present THEN
      INSERT INTO insight_employees VALUES (p_org, p_ext, v_team, v_team_name, v_dept, v_eval);
      INSERT INTO insight_employee_counts AS t
        VALUES (p_org, v_team, v_dept, v_team_name, 1, CASE WHEN v_eval THEN 1 ELSE 0 END)
        ON CONFLICT (organization_id, team_id, department) DO UPDATE SET
          employees = t.employees + 1, evaluated = t.evaluated + EXCLUDED.evaluated,
          team_name = CASE WHEN EXCLUDED.team_name <> '' THEN EXCLUDED.team_name ELSE t.team_name END;
    END IF;
  END
  $$`;

/** Both keys of a directory row or a user, before and after the change. */
const keyTrigger = (name: string, org: string, ext: string) =>
  `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM insight_employee_refresh(OLD.${org}, OLD.${ext}); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM insight_employee_refresh(NEW.${org}, NEW.${ext}); END IF;
    RETURN NULL;
  END
  $$`;

/**
 * A report that becomes a completed competency report is added (its facts, then the rollups);
 * one that stops being one (deleted) is subtracted by its stored facts. A completed report never
 * changes afterwards, so other updates (a migration rewriting `doc`) cost one comparison.
 */
const REPORTS_FUNCTION = `CREATE OR REPLACE FUNCTION insight_reports_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    was boolean := TG_OP <> 'INSERT' AND OLD.status = 'completed' AND OLD.report_type = 'competency';
    now_is boolean := TG_OP <> 'DELETE' AND NEW.status = 'completed' AND NEW.report_type = 'competency';
    f insight_reports%ROWTYPE;
  BEGIN
    IF coalesce(was, false) = coalesce(now_is, false) THEN RETURN NULL; END IF;
    IF was THEN
      SELECT * INTO f FROM insight_reports WHERE report_id = OLD.id;
      IF FOUND THEN
        UPDATE insight_month_levels SET reports = reports - 1
          WHERE organization_id = f.organization_id AND month = f.month AND team_id = f.team_id
            AND department = f.department AND career_level = f.career_level AND category = f.category;
        UPDATE insight_month_competencies m SET level1 = m.level1 - s.l1, level2 = m.level2 - s.l2,
            level3 = m.level3 - s.l3, level4 = m.level4 - s.l4, level5 = m.level5 - s.l5,
            below = m.below - s.below, gap_sum = m.gap_sum - s.gap
          FROM (SELECT c.competency_id, ${competencySums(true)}
                FROM insight_report_competencies c WHERE c.report_id = OLD.id
                GROUP BY c.competency_id) s
          WHERE m.organization_id = f.organization_id AND m.month = f.month
            AND m.team_id = f.team_id AND m.department = f.department
            AND m.competency_id = s.competency_id;
        DELETE FROM insight_reports WHERE report_id = OLD.id;
        PERFORM insight_employee_refresh(f.organization_id, f.external_user_id);
      END IF;
      RETURN NULL;
    END IF;
    INSERT INTO insight_reports
      SELECT NEW.id, u.organization_id, u.external_user_id, ${monthOf('NEW')},
             coalesce(d.team_id, ''), coalesce(d.department, ''), ${careerLevel('NEW')}, ${category('NEW')}
      FROM users u
      LEFT JOIN directory_entries d
        ON d.organization_id = u.organization_id AND d.external_user_id = u.external_user_id
      WHERE u.id = NEW.owner_id AND u.organization_id IS NOT NULL AND u.external_user_id IS NOT NULL
      RETURNING * INTO f;
    IF f.report_id IS NULL THEN RETURN NULL; END IF;
    INSERT INTO insight_report_competencies
      SELECT NEW.id, x.* FROM insight_items(NEW.report, NEW.selected_levels) x;
    INSERT INTO insight_month_levels AS t VALUES
        (f.organization_id, f.month, f.team_id, f.department, f.career_level, f.category, 1)
      ON CONFLICT (organization_id, month, team_id, department, career_level, category)
      DO UPDATE SET reports = t.reports + 1;
    INSERT INTO insight_month_competencies AS t (${COMPETENCY_COLUMNS})
      SELECT f.organization_id, f.month, f.team_id, f.department, c.competency_id,
             max(c.competency_name), ${competencySums()}
      FROM insight_report_competencies c WHERE c.report_id = NEW.id GROUP BY c.competency_id
      -- one order of row locks for every submission, so two never wait on each other in a cycle
      ORDER BY c.competency_id
      ON CONFLICT (organization_id, month, team_id, department, competency_id) DO UPDATE SET
        competency_name = EXCLUDED.competency_name,
        level1 = t.level1 + EXCLUDED.level1, level2 = t.level2 + EXCLUDED.level2,
        level3 = t.level3 + EXCLUDED.level3, level4 = t.level4 + EXCLUDED.level4,
        level5 = t.level5 + EXCLUDED.level5, below = t.below + EXCLUDED.below,
        gap_sum = t.gap_sum + EXCLUDED.gap_sum;
    PERFORM insight_employee_refresh(f.organization_id, f.external_user_id);
    RETURN NULL;
  END
  $$`;

/** The names of the triggers, for a bulk load that switches them off and backfills. */
export const INSIGHT_TRIGGERS = [
  ['reports', 'insight_reports_change'],
  ['users', 'insight_users_change'],
  ['directory_entries', 'insight_directory_change'],
] as const;

export { INSIGHTS_BACKFILL };

export const INSIGHTS_MIGRATION = [
  ...TABLES,
  ITEMS_FUNCTION,
  EMPLOYEE_REFRESH,
  REPORTS_FUNCTION,
  keyTrigger('insight_users_change', 'organization_id', 'external_user_id'),
  keyTrigger('insight_directory_change', 'organization_id', 'external_user_id'),
  'DROP TRIGGER IF EXISTS insight_reports_change ON reports',
  'CREATE TRIGGER insight_reports_change AFTER INSERT OR UPDATE OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION insight_reports_change()',
  'DROP TRIGGER IF EXISTS insight_users_change ON users',
  'CREATE TRIGGER insight_users_change AFTER INSERT OR DELETE OR UPDATE OF organization_id, external_user_id ON users FOR EACH ROW EXECUTE FUNCTION insight_users_change()',
  'DROP TRIGGER IF EXISTS insight_directory_change ON directory_entries',
  'CREATE TRIGGER insight_directory_change AFTER INSERT OR UPDATE OR DELETE ON directory_entries FOR EACH ROW EXECUTE FUNCTION insight_directory_change()',
  ...INSIGHTS_BACKFILL,
];

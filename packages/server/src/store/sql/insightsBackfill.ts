/** The SQL pieces shared by the insight triggers and the backfill (see insightsMigration.ts). */

/** A whole JSON number 1..5 as an integer, else NULL. */
export const level = (j: string) =>
  `CASE WHEN json_typeof(${j}) = 'number' AND ((${j})::text)::numeric IN (1, 2, 3, 4, 5)
     THEN (((${j})::text)::numeric)::int END`;

export const careerLevel = (r: string) =>
  `coalesce(CASE WHEN json_typeof(${r}.score_details->'careerLevel') = 'number'
     THEN round((${r}.score_details->>'careerLevel')::numeric)::int END, -1)`;
export const category = (r: string) =>
  `coalesce(CASE WHEN json_typeof(${r}.score_details->'category') = 'string'
     THEN ${r}.score_details->>'category' END, '')`;
export const monthOf = (r: string) =>
  `date_trunc('month', ${r}.updated_at AT TIME ZONE 'UTC')::date`;

/** Sums of competency facts (alias c), as the rollup's columns level1..5, below, gap_sum. */
export const competencySums = (aliased = false) => {
  const as = (name: string) => (aliased ? ` AS ${name}` : '');
  return `count(*) FILTER (WHERE c.level = 1)${as('l1')}, count(*) FILTER (WHERE c.level = 2)${as('l2')},
  count(*) FILTER (WHERE c.level = 3)${as('l3')}, count(*) FILTER (WHERE c.level = 4)${as('l4')},
  count(*) FILTER (WHERE c.level = 5)${as('l5')},
  count(*) FILTER (WHERE c.level < c.recommended)${as('below')},
  coalesce(sum(c.recommended - c.level) FILTER (WHERE c.level < c.recommended), 0)${as('gap')}`;
};
export const COMPETENCY_COLUMNS =
  'organization_id, month, team_id, department, competency_id, competency_name, level1, level2, level3, level4, level5, below, gap_sum';

/**
 * Rebuilds every insight table from the reports, users and directory, set-based (one statement
 * per table). The migration runs it once; a bulk load that bypassed the triggers runs it after.
 * Reports stored before this migration count under their employee's current team.
 */
export const INSIGHTS_BACKFILL = [
  'DELETE FROM insight_reports',
  'DELETE FROM insight_month_levels',
  'DELETE FROM insight_month_competencies',
  'DELETE FROM insight_employees',
  'DELETE FROM insight_employee_counts',
  `INSERT INTO insight_reports
    SELECT r.id, u.organization_id, u.external_user_id, ${monthOf('r')},
           coalesce(d.team_id, ''), coalesce(d.department, ''), ${careerLevel('r')}, ${category('r')}
    FROM reports r JOIN users u ON u.id = r.owner_id
    LEFT JOIN directory_entries d
      ON d.organization_id = u.organization_id AND d.external_user_id = u.external_user_id
    WHERE r.status = 'completed' AND r.report_type = 'competency'
      AND u.organization_id IS NOT NULL AND u.external_user_id IS NOT NULL`,
  `INSERT INTO insight_report_competencies
    SELECT r.id, x.* FROM insight_reports f JOIN reports r ON r.id = f.report_id,
      LATERAL insight_items(r.report, r.selected_levels) x`,
  `INSERT INTO insight_month_levels
    SELECT organization_id, month, team_id, department, career_level, category, count(*)
    FROM insight_reports GROUP BY 1, 2, 3, 4, 5, 6`,
  `INSERT INTO insight_month_competencies (${COMPETENCY_COLUMNS})
    SELECT f.organization_id, f.month, f.team_id, f.department, c.competency_id,
           max(c.competency_name), ${competencySums()}
    FROM insight_report_competencies c JOIN insight_reports f ON f.report_id = c.report_id
    GROUP BY 1, 2, 3, 4, 5`,
  `INSERT INTO insight_employees
    SELECT e.organization_id, e.external_user_id, e.team_id, e.team_name, e.department,
           EXISTS (SELECT 1 FROM users u JOIN reports r ON r.owner_id = u.id
                   WHERE u.organization_id = e.organization_id
                     AND u.external_user_id = e.external_user_id
                     AND r.status = 'completed' AND r.report_type = 'competency')
    FROM (
      SELECT organization_id, external_user_id, coalesce(team_id, '') AS team_id,
             coalesce(team_name, '') AS team_name, coalesce(department, '') AS department
      FROM directory_entries
      UNION ALL
      SELECT u.organization_id, u.external_user_id, '', '', '' FROM users u
      WHERE u.organization_id IS NOT NULL AND u.external_user_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM directory_entries d WHERE d.organization_id = u.organization_id
                        AND d.external_user_id = u.external_user_id)
    ) e`,
  `INSERT INTO insight_employee_counts
    SELECT organization_id, team_id, department, max(team_name), count(*),
           count(*) FILTER (WHERE evaluated)
    FROM insight_employees GROUP BY 1, 2, 3`,
];

/**
 * The organisation directory: role, manager, team and department of each employee, as the
 * portal last told us (embed sessions and `PUT /v1/embed/directory`). A row may come before
 * its user account (an employee not yet evaluated), so it is keyed by the portal's id, not
 * by users.id. Indexes serve the manager walk and the team/department filters.
 */
export const DIRECTORY_MIGRATION = [
  `CREATE TABLE IF NOT EXISTS directory_entries (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    external_user_id text NOT NULL,
    name text NOT NULL DEFAULT '',
    role text NOT NULL DEFAULT 'employee',
    manager_external_user_id text,
    team_id text,
    team_name text,
    department text,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (organization_id, external_user_id)
  )`,
  'CREATE INDEX IF NOT EXISTS directory_entries_manager ON directory_entries (organization_id, manager_external_user_id)',
  'CREATE INDEX IF NOT EXISTS directory_entries_team ON directory_entries (organization_id, team_id)',
  'CREATE INDEX IF NOT EXISTS directory_entries_department ON directory_entries (organization_id, department)',
  // every employee an embed session already created starts as an 'employee' with no manager
  `INSERT INTO directory_entries (organization_id, external_user_id, name, updated_at)
    SELECT organization_id, external_user_id, name, now() FROM users
    WHERE organization_id IS NOT NULL AND external_user_id IS NOT NULL
    ON CONFLICT (organization_id, external_user_id) DO NOTHING`,
];

/** The career level of a report row, as the level filters read it (NULL unless a number). */
export const CAREER_LEVEL_SQL =
  "(CASE WHEN json_typeof(score_details->'careerLevel') = 'number' THEN (score_details->>'careerLevel')::numeric END)";

/** The catalog competency ids of a report row's body (`_id` of each item), as a jsonb array. */
export const COMPETENCY_IDS_SQL = "jsonb_path_query_array(report::jsonb, '$[*]._id')";

/**
 * The organisation list's filters on what lives in a report's JSON: career level (a btree
 * on the number) and competency ids (a GIN on the array of ids, not on the whole body).
 */
export const REPORT_FILTERS_MIGRATION = [
  `CREATE INDEX IF NOT EXISTS reports_completed_career_level_idx ON reports (${CAREER_LEVEL_SQL}) WHERE status = 'completed'`,
  `CREATE INDEX IF NOT EXISTS reports_completed_competencies_idx ON reports USING gin (${COMPETENCY_IDS_SQL} jsonb_path_ops) WHERE status = 'completed'`,
];

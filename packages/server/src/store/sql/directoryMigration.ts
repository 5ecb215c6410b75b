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

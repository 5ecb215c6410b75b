/**
 * Migration 1: users, pending registrations, password reset tokens, revoked tokens, login
 * failures, reports and organisations, as first shipped (each statement's text as it was).
 */
export const INITIAL_MIGRATION = [
  `CREATE TABLE IF NOT EXISTS users (
        id text PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        mobile text NOT NULL DEFAULT '',
        designation text NOT NULL,
        level text NOT NULL,
        function_department text NOT NULL,
        name text NOT NULL DEFAULT '',
        role text NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT users_email_lower CHECK (email = lower(email))
      )`,
  'CREATE UNIQUE INDEX IF NOT EXISTS users_email_key ON users (email)',
  `CREATE UNIQUE INDEX IF NOT EXISTS users_mobile_key ON users (mobile) WHERE mobile <> ''`,
  `CREATE TABLE IF NOT EXISTS pending_registrations (
        email text PRIMARY KEY,
        password_hash text NOT NULL,
        mobile text NOT NULL,
        designation text NOT NULL,
        level text NOT NULL,
        function_department text NOT NULL,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_sent_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
  'CREATE INDEX IF NOT EXISTS pending_registrations_expires_idx ON pending_registrations (expires_at)',
  `CREATE TABLE IF NOT EXISTS password_reset_tokens (
        token_hash text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`,
  'CREATE INDEX IF NOT EXISTS password_reset_tokens_expires_idx ON password_reset_tokens (expires_at)',
  'CREATE INDEX IF NOT EXISTS password_reset_tokens_user_idx ON password_reset_tokens (user_id)',
  `CREATE TABLE IF NOT EXISTS revoked_tokens (
        jti text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`,
  'CREATE INDEX IF NOT EXISTS revoked_tokens_expires_idx ON revoked_tokens (expires_at)',
  `CREATE TABLE IF NOT EXISTS login_failures (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key text NOT NULL,
        at timestamptz NOT NULL
      )`,
  'CREATE INDEX IF NOT EXISTS login_failures_key_at_idx ON login_failures (key, at)',
  'CREATE INDEX IF NOT EXISTS login_failures_at_idx ON login_failures (at)',
  `CREATE TABLE IF NOT EXISTS reports (
        id text PRIMARY KEY,
        owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        status text NOT NULL,
        draft_id text,
        report jsonb,
        selected_levels jsonb NOT NULL,
        user_filled_details jsonb NOT NULL,
        score_details jsonb,
        submitted_draft_id text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT reports_status_check CHECK (status IN ('draft', 'completed'))
      )`,
  'CREATE INDEX IF NOT EXISTS reports_owner_created_idx ON reports (owner_id, created_at DESC, id DESC)',
  `CREATE INDEX IF NOT EXISTS reports_completed_created_idx ON reports (created_at DESC, id DESC) WHERE status = 'completed'`,
  `CREATE TABLE IF NOT EXISTS organizations (
        id text PRIMARY KEY,
        name text NOT NULL,
        industry_category text NOT NULL,
        status text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
  'CREATE INDEX IF NOT EXISTS organizations_created_idx ON organizations (created_at DESC, id DESC)',
];

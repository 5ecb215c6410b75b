/**
 * Rolescope accounts in organisations: invitation links (only the token's SHA-256 is kept;
 * a row is used once) and the e-mail domains an organisation claims (one organisation per
 * domain: the primary key). Both go with their organisation.
 */
export const MEMBERSHIPS_MIGRATION = [
  `CREATE TABLE IF NOT EXISTS organization_invitations (
    id text PRIMARY KEY,
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    email text NOT NULL,
    external_user_id text,
    token_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL,
    used_at timestamptz,
    used_by text REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT organization_invitations_email_lower CHECK (email = lower(email))
  )`,
  'CREATE UNIQUE INDEX IF NOT EXISTS organization_invitations_token_key ON organization_invitations (token_hash)',
  'CREATE INDEX IF NOT EXISTS organization_invitations_organization_idx ON organization_invitations (organization_id, created_at DESC)',
  `CREATE TABLE IF NOT EXISTS organization_domains (
    domain text PRIMARY KEY,
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    CONSTRAINT organization_domains_lower CHECK (domain = lower(domain))
  )`,
  'CREATE INDEX IF NOT EXISTS organization_domains_organization_idx ON organization_domains (organization_id)',
];

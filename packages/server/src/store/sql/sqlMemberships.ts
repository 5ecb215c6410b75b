import { and, eq, type SQL, sql } from 'drizzle-orm';
import type {
  AcceptInvitationInput,
  AcceptInvitationResult,
  InvitationRecord,
  MembershipStore,
  RegistrationFields,
  SetDomainsResult,
} from '../membershipRecords';
import { NO_PASSWORD, StoreConflictError, type UserRecord } from '../types';
import { asConflict } from './errors';
import { toUser } from './rows';
import { pendingRegistrations, users } from './schema';
import { SqlDirectoryStore } from './sqlDirectory';
import { type SqlDatabase, text } from './values';

type Row = Record<string, unknown>;
type Executor = Pick<SqlDatabase, 'execute'>;

/** The rows of a raw statement, whichever driver (node-postgres or PGlite) ran it. */
const rows = async (db: Executor, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);

const completeRegistrationInto = async (
  db: SqlDatabase,
  userId: string,
  f: RegistrationFields,
): Promise<UserRecord | null> => {
  try {
    return await db.transaction(async (tx) => {
      // Only while the row is still a password-less employee with this e-mail: a parallel
      // completion (or an e-mail change by the portal) since the look-up leaves it alone.
      const [row] = await tx
        .update(users)
        .set({
          passwordHash: f.passwordHash,
          mobile: text(f.mobile),
          designation: text(f.designation),
          level: text(f.level),
          functionDepartment: text(f.functionDepartment),
          name: sql`CASE WHEN ${users.name} = '' THEN ${text(f.name)} ELSE ${users.name} END`,
          organizationId: sql`coalesce(${users.organizationId}, ${f.organizationId}::text)`,
          updatedAt: f.now,
        })
        .where(
          and(
            eq(users.id, text(userId)),
            eq(users.passwordHash, NO_PASSWORD),
            eq(users.email, text(f.email)),
            eq(users.role, 'user'),
          ),
        )
        .returning();
      if (!row) return null;
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, text(f.email)));
      return toUser(row);
    });
  } catch (e) {
    throw asConflict(e);
  }
};

const findInvitation = async (db: SqlDatabase, tokenHash: string) => {
  const [inv] = await rows(
    db,
    sql`SELECT organization_id, used_at IS NOT NULL AS used, ${ms('expires_at')} AS expires_ms
        FROM organization_invitations WHERE token_hash = ${text(tokenHash)}`,
  );
  return inv
    ? {
        organizationId: String(inv.organization_id),
        expiresAt: new Date(Number(inv.expires_ms)),
        used: Boolean(inv.used),
      }
    : null;
};

const createInvitation = async (db: SqlDatabase, r: InvitationRecord) => {
  await db.execute(
    sql`INSERT INTO organization_invitations
          (id, organization_id, email, external_user_id, token_hash, expires_at, created_at)
        VALUES (${r.id}, ${text(r.organizationId)}, ${text(r.email)},
                ${r.externalUserId === null ? null : text(r.externalUserId)}, ${r.tokenHash},
                ${at(r.expiresAt)}, ${at(r.createdAt)})`,
  );
  return { ...r };
};

/** Thrown inside a transaction to roll it back with an answer. */
class Outcome<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

const joinIn = async (
  tx: Executor,
  { tokenHash, userId, now }: AcceptInvitationInput,
): Promise<AcceptInvitationResult> => {
  // Locks the invitation, then the user: parallel acceptances of one token, or one user's
  // acceptances of two, take their turns.
  const [inv] = await rows(
    tx,
    sql`SELECT id, organization_id, email, external_user_id, used_at IS NOT NULL AS used,
               ${ms('expires_at')} AS expires_ms
        FROM organization_invitations WHERE token_hash = ${text(tokenHash)} FOR UPDATE`,
  );
  if (!inv) return { outcome: 'invalid' };
  if (inv.used) return { outcome: 'used' };
  if (Number(inv.expires_ms) <= now.getTime()) return { outcome: 'expired' };
  const [user] = await rows(
    tx,
    sql`SELECT email, organization_id, external_user_id FROM users
        WHERE id = ${text(userId)} FOR UPDATE`,
  );
  if (!user) return { outcome: 'invalid' };
  if (user.email !== inv.email) return { outcome: 'wrong-email' };
  const organizationId = String(inv.organization_id);
  const invited = (inv.external_user_id as string | null) ?? null;
  const current = (user.external_user_id as string | null) ?? null;
  if (user.organization_id !== null && user.organization_id !== organizationId) {
    return { outcome: 'other-organization' };
  }
  const externalUserId = user.organization_id === organizationId ? (current ?? invited) : invited;
  await tx.execute(
    sql`UPDATE users SET organization_id = ${organizationId}, external_user_id = ${externalUserId},
          updated_at = ${at(now)}
        WHERE id = ${text(userId)}`,
  );
  await tx.execute(
    sql`UPDATE organization_invitations SET used_at = ${at(now)}, used_by = ${text(userId)}
        WHERE id = ${String(inv.id)}`,
  );
  return { outcome: 'joined', organizationId, externalUserId };
};

const acceptInvitation = async (
  db: SqlDatabase,
  input: AcceptInvitationInput,
): Promise<AcceptInvitationResult> => {
  try {
    return await db.transaction((tx) => joinIn(tx, input));
  } catch (e) {
    // another member of the organisation holds the invitation's externalUserId
    if (asConflict(e) instanceof StoreConflictError) return { outcome: 'external-id-taken' };
    throw e;
  }
};

const setOrganizationDomains = async (
  db: SqlDatabase,
  organizationId: string,
  domains: string[],
): Promise<SetDomainsResult> => {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`DELETE FROM organization_domains WHERE organization_id = ${text(organizationId)}`,
      );
      for (const domain of domains) {
        // The primary key settles a race: of two organisations claiming one domain, the
        // second waits for the first to commit and then inserts nothing.
        const inserted = await rows(
          tx,
          sql`INSERT INTO organization_domains (domain, organization_id)
              VALUES (${text(domain)}, ${text(organizationId)})
              ON CONFLICT (domain) DO NOTHING RETURNING domain`,
        );
        if (inserted.length === 0) throw new Outcome(domain);
      }
    });
    return { saved: true };
  } catch (e) {
    if (e instanceof Outcome) return { saved: false, domain: String(e.value) };
    throw e;
  }
};

const listOrganizationDomains = async (db: SqlDatabase, organizationId: string) =>
  (
    await rows(
      db,
      sql`SELECT domain FROM organization_domains WHERE organization_id = ${text(organizationId)} ORDER BY domain`,
    )
  ).map((row) => String(row.domain));

const findOrganizationByDomain = async (db: SqlDatabase, domain: string) => {
  const [row] = await rows(
    db,
    sql`SELECT organization_id FROM organization_domains WHERE domain = ${text(domain)}`,
  );
  return row ? String(row.organization_id) : null;
};

/** The Store's MembershipStore part over SQL (SqlReviewsStore, then SqlStore, extends it). */
export class SqlMembershipStore extends SqlDirectoryStore implements MembershipStore {
  completeRegistrationInto(userId: string, fields: RegistrationFields) {
    return completeRegistrationInto(this.db, userId, fields);
  }

  findInvitation(tokenHash: string) {
    return findInvitation(this.db, tokenHash);
  }

  createInvitation(record: InvitationRecord) {
    return createInvitation(this.db, record);
  }

  acceptInvitation(input: AcceptInvitationInput) {
    return acceptInvitation(this.db, input);
  }

  setOrganizationDomains(organizationId: string, domains: string[]) {
    return setOrganizationDomains(this.db, organizationId, domains);
  }

  listOrganizationDomains(organizationId: string) {
    return listOrganizationDomains(this.db, organizationId);
  }

  findOrganizationByDomain(domain: string) {
    return findOrganizationByDomain(this.db, domain);
  }

  /** Unused invitations past their expiry (part of purgeExpired). */
  protected async purgeExpiredInvitations(now: Date): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM organization_invitations WHERE used_at IS NULL AND expires_at <= ${at(now)}`,
    );
  }
}

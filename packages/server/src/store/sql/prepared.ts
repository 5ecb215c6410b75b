import { and, count, desc, eq, exists, getTableColumns, gte, min, not, sql } from 'drizzle-orm';
import { loginFailures, reports, revokedTokens, users } from './schema';
import type { SqlDatabase } from './values';

const p = sql.placeholder;

/**
 * The hot reads as named prepared statements: PostgreSQL parses and plans each once per
 * connection instead of on every request (planning cost more than running these lookups).
 */
export const prepareQueries = (db: SqlDatabase) => ({
  userById: db
    .select()
    .from(users)
    .where(eq(users.id, p('id')))
    .limit(1)
    .prepare('rs_user_by_id'),
  userByEmail: db
    .select()
    .from(users)
    .where(eq(users.email, p('email')))
    .limit(1)
    .prepare('rs_user_by_email'),
  /** The user, unless the token id is revoked: the auth check in one round trip. */
  userForToken: db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(
      and(
        eq(users.id, p('id')),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(revokedTokens)
              .where(eq(revokedTokens.jti, p('jti'))),
          ),
        ),
      ),
    )
    .limit(1)
    .prepare('rs_user_for_token'),
  tokenRevoked: db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, p('jti')))
    .limit(1)
    .prepare('rs_token_revoked'),
  loginFailures: db
    .select({ count: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, p('key')), gte(loginFailures.at, p('since'))))
    .prepare('rs_login_failures'),
  ownedReport: db
    .select()
    .from(reports)
    .where(and(eq(reports.id, p('id')), eq(reports.ownerId, p('ownerId'))))
    .limit(1)
    .prepare('rs_owned_report'),
  /**
   * A page of one owner's reports, each row carrying the owner's total (one round trip). The
   * total is a scalar sub-query (run once, an index-only count): `count(*) over ()` would read
   * and buffer every one of the owner's rows, bodies included, to return ten of them.
   */
  reportsByOwner: db
    .select({
      ...getTableColumns(reports),
      total: sql<string>`(select count(*) from ${reports} where ${reports.ownerId} = ${p('ownerId')})`,
    })
    .from(reports)
    .where(eq(reports.ownerId, p('ownerId')))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('rs_reports_by_owner'),
  countByOwner: db
    .select({ n: count() })
    .from(reports)
    .where(eq(reports.ownerId, p('ownerId')))
    .prepare('rs_count_by_owner'),
});

export type PreparedQueries = ReturnType<typeof prepareQueries>;

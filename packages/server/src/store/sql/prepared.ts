import { and, count, eq, exists, gte, min, not, sql } from 'drizzle-orm';
import { loginFailures, reports, revokedTokens, users } from './schema';
import type { SqlDatabase } from './values';

const p = sql.placeholder;

/**
 * A page of one owner's reports as the JSON text of `column` (`doc` or `summary`), newest
 * first, served by the index reports_owner_created_idx (owner_id, created_at desc, id desc).
 */
const ownerPage = (db: SqlDatabase, column: 'doc' | 'summary') => {
  const value = sql.raw(`p.${column}`);
  const source = sql.raw(`r.${column}`);
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from revoked_tokens t where t.jti = ${p('jti')})`,
      total: sql<number>`users.report_count`,
      items: sql<
        string | null
      >`(select string_agg(${value}, ',' order by p.created_at desc, p.id desc)
        from (select ${source}, r.created_at, r.id from reports r where r.owner_id = ${p('ownerId')}
              order by r.created_at desc, r.id desc
              limit ${p('limit')} offset ${p('offset')}) p)`,
    })
    .from(users)
    .where(eq(users.id, p('ownerId')));
};

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
   * A page of one owner's reports in wire form, in one round trip: the page's documents
   * (`doc`, each report's contract JSON kept by a trigger) joined by PostgreSQL into the
   * body of a JSON array, and the owner's total (`users.report_count`, kept by a trigger: no
   * count that grows with the history); with the owner's session fields and whether token id
   * `jti` is revoked, so that fetchUserReports checks its session in the same round trip. One
   * row per owner; none when there is no such user.
   */
  reportsJsonByOwner: ownerPage(db, 'doc').prepare('rs_reports_json_by_owner'),
  /** The same with each report's summary (`summary`) instead of its document: no body is read. */
  reportSummariesByOwner: ownerPage(db, 'summary').prepare('rs_report_summaries_by_owner'),
  /** One report's document, if `ownerId` owns it (any owner's when `ownerId` is ''). */
  reportDoc: db
    .select({ doc: sql<string>`doc` })
    .from(reports)
    .where(
      and(
        eq(reports.id, p('id')),
        sql`(${p('ownerId')}::text = '' or ${reports.ownerId} = ${p('ownerId')})`,
      ),
    )
    .limit(1)
    .prepare('rs_report_doc'),
  /** The same for the completed reports of every user (the administrator's list). */
  completedReportsJson: db
    .select({
      total: sql<number>`(select count(*)::int from reports r where r.status = 'completed')`,
      items: sql<string | null>`(select string_agg(p.doc, ',' order by p.created_at desc, p.id desc)
        from (select r.doc, r.created_at, r.id from reports r where r.status = 'completed'
              order by r.created_at desc, r.id desc
              limit ${p('limit')} offset ${p('offset')}) p)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('rs_completed_reports_json'),
});

export type PreparedQueries = ReturnType<typeof prepareQueries>;

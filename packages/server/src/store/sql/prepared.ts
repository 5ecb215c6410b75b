import { and, count, eq, exists, gte, min, not, sql } from 'drizzle-orm';
import { loginFailures, reports, revokedTokens, users } from './schema';
import type { SqlDatabase } from './values';

const p = sql.placeholder;

/**
 * Where a page of one owner's reports is read from the owner index reports_owner_created_idx
 * (owner_id, created_at desc, id desc), newest first:
 * - `first`: the rows in the index's order, `limit` after `offset` (page 1: the first `limit`
 *   entries and their rows, nothing else). Deep, this reads every skipped row too, or (the
 *   custom plan PGlite makes on every execution, for an owner with many reports) the owner's
 *   every row, sorted.
 * - `deep`: the page's keys (created_at, id) from the index alone (an index-only scan: `offset`
 *   skips index entries, not rows), then those `limit` rows by primary key. Page 1,000 of
 *   10,000 costs 3 ms of CPU instead of 37 on PGlite (docs/benchmarks.md, "The deep page");
 *   page 1 costs up to a quarter more than with `first` (planning, 10 key look-ups), so page 1
 *   keeps `first`.
 */
export type PageSource = 'first' | 'deep';

const pageItems = (column: 'doc' | 'summary', from: PageSource) => {
  const source = sql.raw(`r.${column}`);
  if (from === 'deep') {
    // each row by a scalar subquery: an index look-up per key, which no plan turns into a
    // join that reads the whole table (a generic plan, not knowing the limit, would hash-join)
    return sql<
      string | null
    >`(select string_agg((select ${source} from reports r where r.id = k.id),
          ',' order by k.created_at desc, k.id desc)
        from (select i.created_at, i.id from reports i where i.owner_id = ${p('ownerId')}
              order by i.created_at desc, i.id desc
              limit ${p('limit')} offset ${p('offset')}) k)`;
  }
  const value = sql.raw(`p.${column}`);
  return sql<string | null>`(select string_agg(${value}, ',' order by p.created_at desc, p.id desc)
        from (select ${source}, r.created_at, r.id from reports r where r.owner_id = ${p('ownerId')}
              order by r.created_at desc, r.id desc
              limit ${p('limit')} offset ${p('offset')}) p)`;
};

/** A page of one owner's reports as the JSON text of `column` (`doc` or `summary`), newest first. */
export const ownerPage = (db: SqlDatabase, column: 'doc' | 'summary', from: PageSource) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from revoked_tokens t where t.jti = ${p('jti')})`,
      total: sql<number>`users.report_count`,
      items: pageItems(column, from),
    })
    .from(users)
    .where(eq(users.id, p('ownerId')));

/** A page of every user's completed reports as the JSON text of `column`, newest first, and their number. */
const completedPage = (db: SqlDatabase, column: 'doc' | 'summary') => {
  const value = sql.raw(`p.${column}`);
  const source = sql.raw(`r.${column}`);
  return db
    .select({
      total: sql<number>`(select count(*)::int from reports r where r.status = 'completed')`,
      items: sql<
        string | null
      >`(select string_agg(${value}, ',' order by p.created_at desc, p.id desc)
        from (select ${source}, r.created_at, r.id from reports r where r.status = 'completed'
              order by r.created_at desc, r.id desc
              limit ${p('limit')} offset ${p('offset')}) p)`,
    })
    .from(sql`(select 1) as one`);
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
  reportsJsonByOwner: ownerPage(db, 'doc', 'first').prepare('rs_reports_json_by_owner'),
  /** The same for a page after the first: the page's keys from the index alone, then its rows. */
  reportsJsonByOwnerDeep: ownerPage(db, 'doc', 'deep').prepare('rs_reports_json_by_owner_deep'),
  /** The same with each report's summary (`summary`) instead of its document: no body is read. */
  reportSummariesByOwner: ownerPage(db, 'summary', 'first').prepare('rs_report_summaries_by_owner'),
  reportSummariesByOwnerDeep: ownerPage(db, 'summary', 'deep').prepare(
    'rs_report_summaries_by_owner_deep',
  ),
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
  completedReportsJson: completedPage(db, 'doc').prepare('rs_completed_reports_json'),
  /** The same with each report's summary instead of its document: no body is read. */
  completedReportSummaries: completedPage(db, 'summary').prepare('rs_completed_report_summaries'),
});

export type PreparedQueries = ReturnType<typeof prepareQueries>;

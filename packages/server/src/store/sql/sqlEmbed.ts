import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrganizationReportQuery } from '../directoryRecords';
import type {
  ApiKeyInUse,
  ApiKeyRecord,
  PageRequest,
  ReportListForm,
  ReportPageJson,
  UserRecord,
} from '../types';
import { CAREER_LEVEL_SQL, COMPETENCY_IDS_SQL } from './directoryMigration';
import { asConflict } from './errors';
import { toApiKey, toUser } from './rows';
import { apiKeys, organizations, users } from './schema';
import { reachSql } from './sqlDirectory';
import { type SqlDatabase, text } from './values';

/** Organisation API keys and embedded employees of the SQL store (SqlStore delegates here). */

export const createApiKey = async (db: SqlDatabase, record: ApiKeyRecord) => {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...record, name: text(record.name) })
    .returning();
  return toApiKey(row as typeof apiKeys.$inferSelect);
};

export const listApiKeys = async (db: SqlDatabase, organizationId: string) =>
  (
    await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.organizationId, text(organizationId)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
  ).map(toApiKey);

/** One UPDATE that keeps the first revocation's time (coalesce), or null for no such key. */
export const revokeApiKey = async (
  db: SqlDatabase,
  organizationId: string,
  id: string,
  now: Date,
): Promise<ApiKeyRecord | null> => {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.id, text(id)), eq(apiKeys.organizationId, text(organizationId))))
    .returning();
  return row ? toApiKey(row) : null;
};

export const findApiKeyBySecretHash = async (
  db: SqlDatabase,
  secretHash: string,
): Promise<ApiKeyInUse | null> => {
  const [row] = await db
    .select({ key: apiKeys, organizationStatus: organizations.status })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(eq(apiKeys.secretHash, text(secretHash)))
    .limit(1);
  return row ? { ...toApiKey(row.key), organizationStatus: row.organizationStatus } : null;
};

/** Ends every session of the organisation's employees: each one's tokenVersion goes up by one. */
export const endOrganizationSessions = async (
  db: SqlDatabase,
  organizationId: string,
  now: Date,
) => {
  const rows = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.organizationId, text(organizationId)))
    .returning({ id: users.id });
  return rows.length;
};

export const touchApiKey = async (db: SqlDatabase, id: string, now: Date) => {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(eq(apiKeys.id, text(id)));
};

export const findUserByExternalId = async (
  db: SqlDatabase,
  organizationId: string,
  externalUserId: string,
): Promise<UserRecord | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, text(organizationId)),
        eq(users.externalUserId, text(externalUserId)),
      ),
    )
    .limit(1);
  return row ? toUser(row) : null;
};

export const setUserProfile = async (
  db: SqlDatabase,
  id: string,
  profile: { email: string; name: string },
  now: Date,
): Promise<UserRecord | null> => {
  try {
    const [row] = await db
      .update(users)
      .set({ email: text(profile.email), name: text(profile.name), updatedAt: now })
      .where(eq(users.id, text(id)))
      .returning();
    return row ? toUser(row) : null;
  } catch (e) {
    throw asConflict(e);
  }
};

/** The organisation's completed reports within the query's scope and filters (a FROM ... WHERE). */
const organizationReports = (organizationId: string, q: OrganizationReportQuery = {}) => {
  const org = text(organizationId);
  const inDirectory = (column: 'team_id' | 'department', value: string) =>
    sql` and exists (select 1 from directory_entries d where d.organization_id = ${org}
      and d.external_user_id = u.external_user_id and d.${sql.raw(column)} = ${text(value)})`;
  const parts = [
    sql`from reports r join users u on u.id = r.owner_id
    where r.status = 'completed' and u.organization_id = ${org} and u.external_user_id is not null`,
  ];
  if (q.managerExternalUserId !== undefined)
    parts.push(
      sql` and u.external_user_id in (${reachSql(organizationId, q.managerExternalUserId)})`,
    );
  if (q.manager !== undefined)
    parts.push(sql` and u.external_user_id in (${reachSql(organizationId, q.manager)})`);
  if (q.team !== undefined) parts.push(inDirectory('team_id', q.team));
  if (q.department !== undefined) parts.push(inDirectory('department', q.department));
  const level = sql.raw(CAREER_LEVEL_SQL.replaceAll('score_details', 'r.score_details'));
  if (q.levelFrom !== undefined) parts.push(sql` and ${level} >= ${q.levelFrom}`);
  if (q.levelTo !== undefined) parts.push(sql` and ${level} <= ${q.levelTo}`);
  if (q.competency !== undefined)
    parts.push(
      sql` and ${sql.raw(COMPETENCY_IDS_SQL.replace('report', 'r.report'))} @> ${JSON.stringify([text(q.competency)])}::jsonb`,
    );
  if (q.jobFamily !== undefined)
    parts.push(
      sql` and insight_job_families(r.user_filled_details) @> array[${text(q.jobFamily)}]::text[]`,
    );
  if (q.submittedFrom) parts.push(sql` and r.created_at >= ${at(q.submittedFrom)}`);
  if (q.submittedTo) parts.push(sql` and r.created_at < ${at(q.submittedTo)}`);
  return sql.join(parts);
};

type PageRow = { items: string | null; lastMs: number | null; lastId: string | null; n: number };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The directory fields a summary row shows (team, department, manager), when the row exists. */
const DIRECTORY_FIELDS = `coalesce((SELECT ',"team":' || CASE WHEN d.team_id IS NULL THEN 'null'
      ELSE json_build_object('id', d.team_id, 'name', d.team_name)::text END
    || ',"department":' || coalesce(to_json(d.department)::text, 'null')
    || ',"managerExternalUserId":' || coalesce(to_json(d.manager_external_user_id)::text, 'null')
  FROM directory_entries d
  WHERE d.organization_id = u.organization_id AND d.external_user_id = u.external_user_id), '')`;

/**
 * A stored JSON object (`r.doc` or `r.summary`) with the owner's externalUserId added, and
 * for a summary the owner's directory fields.
 */
const withExternalUserId = (column: ReportListForm) =>
  sql.raw(
    `left(r.${column === 'summary' ? 'summary' : 'doc'}, -1) || ',"externalUserId":' || to_json(u.external_user_id)::text${column === 'summary' ? ` || ${DIRECTORY_FIELDS}` : ''} || '}'`,
  );

/**
 * A page of the organisation's employees' completed reports in wire form, in one statement:
 * each report's document (`doc`, see migration 4) or summary (`summary`, migration 7) with
 * the owner's externalUserId added, and the page's oldest row. With a cursor (`after`) the
 * page starts right below it: a keyset walk down reports_completed_created_idx that costs
 * the same at any depth (no offset).
 */
export const listOrganizationReports = async (
  db: SqlDatabase,
  organizationId: string,
  page: PageRequest,
  form: ReportListForm = 'document',
  q: OrganizationReportQuery = {},
): Promise<ReportPageJson> => {
  const matching = organizationReports(organizationId, q);
  const after = q.after
    ? sql` and (r.created_at, r.id) < (${at(q.after.createdAt)}, ${text(q.after.id)})`
    : sql``;
  const offset = q.after ? 0 : page.offset;
  const [row] = await db
    .select({
      total: sql<number>`(select count(*)::int ${matching})`,
      page: sql<PageRow | string | null>`(
        select json_build_object(
          'items', string_agg(p.doc, ',' order by p.created_at desc, p.id desc),
          'lastMs', (array_agg((extract(epoch from p.created_at) * 1000)::float8 order by p.created_at, p.id))[1],
          'lastId', (array_agg(p.id order by p.created_at, p.id))[1],
          'n', count(*))
        from (select ${withExternalUserId(form)} as doc, r.created_at, r.id
              ${matching}${after}
              order by r.created_at desc, r.id desc
              limit ${page.limit} offset ${offset}) p)`,
    })
    .from(sql`(select 1) as one`);
  const p: PageRow | null | undefined =
    typeof row?.page === 'string' ? JSON.parse(row.page) : row?.page;
  return {
    json: `[${p?.items ?? ''}]`,
    total: Number(row?.total ?? 0),
    last:
      p?.lastId == null || Number(p.n) < page.limit
        ? null
        : { createdAt: new Date(Number(p.lastMs)), id: String(p.lastId) },
  };
};

/** One completed report of the organisation's employees (in the manager's reach, if given), whole. */
export const findOrganizationReportDocument = async (
  db: SqlDatabase,
  organizationId: string,
  id: string,
  managerExternalUserId?: string,
): Promise<string | null> => {
  const [row] = await db
    .select({
      doc: sql<string | null>`(select ${withExternalUserId('document')}
        ${organizationReports(organizationId, managerExternalUserId === undefined ? {} : { managerExternalUserId })} and r.id = ${text(id)})`,
    })
    .from(sql`(select 1) as one`);
  return row?.doc ?? null;
};

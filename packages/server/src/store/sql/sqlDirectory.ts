import { type SQL, sql } from 'drizzle-orm';
import {
  type DirectoryEntry,
  type DirectoryEntryInput,
  type DirectoryRole,
  MAX_REACH_DEPTH,
} from '../directoryRecords';
import { SqlReportsStore } from './sqlReports';
import { type SqlDatabase, text } from './values';

type Row = Record<string, unknown>;

/** The rows of a raw statement, whichever driver (node-postgres or PGlite) ran it. */
const rows = async (db: Pick<SqlDatabase, 'execute'>, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const toEntry = (r: Row): DirectoryEntry => ({
  organizationId: String(r.organization_id),
  externalUserId: String(r.external_user_id),
  name: String(r.name),
  role: String(r.role) as DirectoryRole,
  managerExternalUserId:
    r.manager_external_user_id === null ? null : String(r.manager_external_user_id),
  team: r.team_id === null ? null : { id: String(r.team_id), name: String(r.team_name) },
  department: r.department === null ? null : String(r.department),
  updatedAt: new Date(Number(r.updated_ms)),
});

/**
 * The externalUserIds in a manager's reach, as a subquery (`x IN (<this>)`): a recursive walk
 * down manager links. UNION and the depth cap keep a cycle in the directory from looping;
 * the manager themself is left out even when a cycle leads back to them.
 */
export const reachSql = (organizationId: string, managerExternalUserId: string): SQL => {
  const org = text(organizationId);
  const manager = text(managerExternalUserId);
  return sql`WITH RECURSIVE reach (external_user_id, depth) AS (
      SELECT external_user_id, 1 FROM directory_entries
      WHERE organization_id = ${org} AND manager_external_user_id = ${manager}
    UNION
      SELECT d.external_user_id, r.depth + 1 FROM reach r
      JOIN directory_entries d
        ON d.organization_id = ${org} AND d.manager_external_user_id = r.external_user_id
      WHERE r.depth < ${MAX_REACH_DEPTH}
    )
    SELECT external_user_id FROM reach WHERE external_user_id <> ${manager}`;
};

/** Later rows of one id win, as if written one after another. */
const lastOfEachId = (entries: DirectoryEntryInput[]) => [
  ...new Map(entries.map((e) => [e.externalUserId, e])).values(),
];

/** One input row as JSON: absent fields stay absent, so the upsert can tell "keep" from "clear". */
const inputJson = (e: DirectoryEntryInput) => ({
  id: text(e.externalUserId),
  ...(e.name === undefined ? {} : { name: text(e.name) }),
  ...(e.role === undefined ? {} : { role: e.role }),
  ...(e.managerExternalUserId === undefined
    ? {}
    : { manager: e.managerExternalUserId === null ? null : text(e.managerExternalUserId) }),
  ...(e.team === undefined
    ? {}
    : { team: e.team === null ? null : { id: text(e.team.id), name: text(e.team.name) } }),
  ...(e.department === undefined
    ? {}
    : { department: e.department === null ? null : text(e.department) }),
});

/** `column = the input's value when the input row has `key`, else the stored one`. */
const keepUnlessGiven = (column: string, value: string, key: string) =>
  `${column} = CASE WHEN i.e ? '${key}' THEN ${value} ELSE d.${column} END`;

const UPDATES = [
  keepUnlessGiven('name', "i.e->>'name'", 'name'),
  keepUnlessGiven('role', "i.e->>'role'", 'role'),
  keepUnlessGiven('manager_external_user_id', "i.e->>'manager'", 'manager'),
  keepUnlessGiven('team_id', "i.e->'team'->>'id'", 'team'),
  keepUnlessGiven('team_name', "i.e->'team'->>'name'", 'team'),
  keepUnlessGiven('department', "i.e->>'department'", 'department'),
].join(', ');

/** The organisation directory of the SQL store, over its reports. */
export class SqlDirectoryStore extends SqlReportsStore {
  async upsertDirectoryEntries(
    organizationId: string,
    entries: DirectoryEntryInput[],
    now: Date,
  ): Promise<{ created: number; updated: number }> {
    const unique = lastOfEachId(entries);
    if (unique.length === 0) return { created: 0, updated: 0 };
    const payload = JSON.stringify(unique.map(inputJson));
    const org = text(organizationId);
    const at = sql`${now.toISOString()}::timestamptz`;
    const input = sql`jsonb_array_elements(${payload}::jsonb) AS i(e)`;
    // One transaction: new rows are inserted (defaults for what they leave out); then every
    // other row is updated in place, keeping the fields its input leaves out. A row a
    // parallel writer inserts in between is skipped by the INSERT and updated by the UPDATE.
    return this.db.transaction(async (tx) => {
      const created = await rows(
        tx,
        sql`INSERT INTO directory_entries (organization_id, external_user_id, name, role,
          manager_external_user_id, team_id, team_name, department, updated_at)
        SELECT ${org}, i.e->>'id', coalesce(i.e->>'name', ''), coalesce(i.e->>'role', 'employee'),
          i.e->>'manager', i.e->'team'->>'id', i.e->'team'->>'name', i.e->>'department', ${at}
        FROM ${input}
        ON CONFLICT (organization_id, external_user_id) DO NOTHING
        RETURNING external_user_id`,
      );
      const fresh = JSON.stringify(created.map((r) => String(r.external_user_id)));
      await tx.execute(
        sql`UPDATE directory_entries d SET ${sql.raw(UPDATES)}, updated_at = ${at}
        FROM ${input}
        WHERE d.organization_id = ${org} AND d.external_user_id = i.e->>'id'
          AND NOT (${fresh}::jsonb ? (i.e->>'id'))`,
      );
      return { created: created.length, updated: unique.length - created.length };
    });
  }

  async findDirectoryEntry(
    organizationId: string,
    externalUserId: string,
  ): Promise<DirectoryEntry | null> {
    const [row] = await rows(
      this.db,
      sql`SELECT *, (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms
      FROM directory_entries
      WHERE organization_id = ${text(organizationId)} AND external_user_id = ${text(externalUserId)}`,
    );
    return row ? toEntry(row) : null;
  }

  async reportsOf(organizationId: string, managerExternalUserId: string): Promise<string[]> {
    const found = await rows(
      this.db,
      sql`SELECT DISTINCT external_user_id FROM (${reachSql(organizationId, managerExternalUserId)}) AS r
      ORDER BY external_user_id`,
    );
    return found.map((r) => String(r.external_user_id));
  }
}

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
const rows = async (db: SqlDatabase, query: SQL): Promise<Row[]> =>
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

/** `column = the new value when the input row has `key`, else the stored one`. */
const keepUnlessGiven = (column: string, key: string) =>
  sql.raw(
    `${column} = CASE WHEN (SELECT i.e ? '${key}' FROM input i WHERE i.e->>'id' = EXCLUDED.external_user_id) THEN EXCLUDED.${column} ELSE directory_entries.${column} END`,
  );

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
    const result = await rows(
      this.db,
      sql`WITH input AS (SELECT e FROM jsonb_array_elements(${payload}::jsonb) AS e)
      INSERT INTO directory_entries AS directory_entries (organization_id, external_user_id, name,
        role, manager_external_user_id, team_id, team_name, department, updated_at)
      SELECT ${text(organizationId)}, e->>'id', coalesce(e->>'name', ''),
        coalesce(e->>'role', 'employee'), e->>'manager', e->'team'->>'id', e->'team'->>'name',
        e->>'department', ${now.toISOString()}::timestamptz
      FROM input
      ON CONFLICT (organization_id, external_user_id) DO UPDATE SET
        ${keepUnlessGiven('name', 'name')},
        ${keepUnlessGiven('role', 'role')},
        ${keepUnlessGiven('manager_external_user_id', 'manager')},
        ${keepUnlessGiven('team_id', 'team')},
        ${keepUnlessGiven('team_name', 'team')},
        ${keepUnlessGiven('department', 'department')},
        updated_at = EXCLUDED.updated_at
      RETURNING (xmax = 0) AS inserted`,
    );
    const created = result.filter((r) => r.inserted === true).length;
    return { created, updated: result.length - created };
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

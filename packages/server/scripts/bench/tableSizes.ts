import { sql } from 'drizzle-orm';
import type { SqlDatabase } from '../../src/store/sql/values';
import type { Figure } from './listFigures';

/** The reports table's size on disk after seeding (heap, TOAST and each index), for the 1M estimate. */
export const tableSizes = async (db: SqlDatabase) => {
  const res = (await db.execute(sql`
    SELECT (SELECT count(*) FROM reports)::bigint AS rows,
           pg_table_size('reports') AS table_bytes,
           pg_relation_size('reports_owner_created_idx') AS owner_index_bytes,
           pg_indexes_size('reports') AS index_bytes`)) as unknown as {
    rows: Record<string, string>[];
  };
  const row = res.rows[0] ?? {};
  return {
    rows: Number(row.rows),
    tableBytes: Number(row.table_bytes),
    ownerIndexBytes: Number(row.owner_index_bytes),
    indexBytes: Number(row.index_bytes),
  };
};

type Sizes = Awaited<ReturnType<typeof tableSizes>>;

export const sizeFigure = (kind: string, s: Sizes): Figure => ({
  benchmark: `server ${kind}`,
  figure:
    'reports table after seeding: bytes per report (table with TOAST; all indexes; the owner index)',
  value: `${(s.tableBytes / s.rows).toFixed(0)} B; ${(s.indexBytes / s.rows).toFixed(0)} B; ${(s.ownerIndexBytes / s.rows).toFixed(0)} B (${s.rows} reports, ${(s.tableBytes / 2 ** 20).toFixed(0)} MiB + ${(s.indexBytes / 2 ** 20).toFixed(0)} MiB of indexes)`,
  budget: '-',
  ok: null,
});

import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, runMigrations } from '../src/store/sql/migrations';
import { openPostgres } from '../src/store/sql/postgres';
import { schema } from '../src/store/sql/schema';
import {
  dropSchema,
  openPgliteForTests,
  openPostgresForTests,
  postgresUrl,
  uniqueSchemaName,
} from './sqlStores';

type Opened = {
  handle:
    | Awaited<ReturnType<typeof openPgliteForTests>>['handle']
    | Awaited<ReturnType<typeof openPostgresForTests>>['handle'];
  dispose(): Promise<void>;
};

const pgUrl = postgresUrl();
const databases: { name: string; open: () => Promise<Opened> }[] = [
  { name: 'pglite', open: openPgliteForTests },
  ...(pgUrl ? [{ name: 'postgres', open: () => openPostgresForTests(pgUrl) }] : []),
];

describe.each(databases)('SQL schema and migrations ($name)', ({ open }) => {
  let opened: Opened | undefined;
  const db = async () => {
    opened ??= await open();
    return opened.handle;
  };
  afterAll(async () => opened?.dispose(), 30_000);

  it('runs migrations idempotently and records each version once', async () => {
    const { runner } = await db();
    expect(await runMigrations(runner)).toEqual([]);
    const rows = (await runner.query('SELECT version FROM schema_migrations ORDER BY version'))
      .rows;
    expect(rows.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((m) => m.version));
  }, 60_000);

  it('creates every column and index the Drizzle schema declares', async () => {
    const { runner } = await db();
    for (const table of Object.values(schema)) {
      const config = getTableConfig(table);
      const columns = (
        await runner.query(
          'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
          [config.name],
        )
      ).rows.map((r) => r.column_name);
      expect(columns.sort()).toEqual(config.columns.map((c) => c.name).sort());
      const indexes = (
        await runner.query(
          'SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1',
          [config.name],
        )
      ).rows.map((r) => r.indexname);
      for (const index of config.indexes) expect(indexes).toContain(index.config.name);
    }
  }, 60_000);

  it('uses the owner index for a page of reports', async () => {
    const { runner } = await db();
    await runner.query('SET enable_seqscan = off');
    const plan = (
      await runner.query(
        `EXPLAIN SELECT * FROM reports WHERE owner_id = 'x' ORDER BY created_at DESC, id DESC LIMIT 10`,
      )
    ).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
    await runner.query('RESET enable_seqscan');
    expect(plan).toContain('reports_owner_created_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  }, 60_000);
});

describe.each(pgUrl ? [{ url: pgUrl }] : [])('migrations from two processes at once', ({ url }) => {
  it('both succeed on a fresh schema and apply each migration once', async () => {
    const name = uniqueSchemaName('rs_mig');
    try {
      const [a, b] = await Promise.all([
        openPostgres(url, { schema: name, max: 2 }),
        openPostgres(url, { schema: name, max: 2 }),
      ]);
      const rows = (await a.runner.query('SELECT version FROM schema_migrations')).rows;
      expect(rows).toHaveLength(MIGRATIONS.length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await dropSchema(url, name);
    }
  }, 60_000);
});

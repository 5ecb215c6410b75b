import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, runMigrations, type SqlRunner } from '../src/store/sql/migrations';
import { openPostgres, poolRunner } from '../src/store/sql/postgres';
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

/** A runner whose unqualified names resolve in `schemaName` only (one connection). */
type Isolate = (
  handle: Opened['handle'],
  schemaName: string,
) => Promise<{ runner: SqlRunner; dispose(): Promise<void> }>;

const pgUrl = postgresUrl();
const databases: { name: string; open: () => Promise<Opened>; isolated: Isolate }[] = [
  {
    name: 'pglite',
    open: openPgliteForTests,
    // PGlite is one connection: a session search_path confines it until reset
    isolated: async ({ runner }, schemaName) => {
      await runner.query(`CREATE SCHEMA "${schemaName}"`);
      await runner.query(`SET search_path TO "${schemaName}"`);
      return {
        runner,
        dispose: async () => {
          await runner.query('RESET search_path');
          await runner.query(`DROP SCHEMA "${schemaName}" CASCADE`);
        },
      };
    },
  },
  ...(pgUrl
    ? [
        {
          name: 'postgres',
          open: () => openPostgresForTests(pgUrl),
          isolated: (async (_, schemaName) => {
            const pool = new pg.Pool({
              connectionString: pgUrl,
              max: 1,
              options: `-c search_path=${schemaName}`,
            });
            return {
              runner: poolRunner(pool),
              dispose: async () => {
                await pool.end();
                await dropSchema(pgUrl, schemaName);
              },
            };
          }) satisfies Isolate,
        },
      ]
    : []),
];

describe.each(databases)('SQL schema and migrations ($name)', ({ open, isolated }) => {
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
      const rows = (
        await runner.query(
          'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
          [config.name],
        )
      ).rows;
      const types = Object.fromEntries(rows.map((r) => [r.column_name, r.data_type]));
      expect(Object.keys(types).sort()).toEqual(config.columns.map((c) => c.name).sort());
      for (const c of config.columns) {
        expect(`${config.name}.${c.name} ${types[c.name]}`).toBe(
          `${config.name}.${c.name} ${c.getSQLType()}`,
        );
      }
      const indexes = (
        await runner.query(
          'SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1',
          [config.name],
        )
      ).rows.map((r) => r.indexname);
      for (const index of config.indexes) expect(indexes).toContain(index.config.name);
    }
  }, 60_000);

  it('upgrades report bodies stored as jsonb (version 2) to json, keeping them', async () => {
    const schemaName = uniqueSchemaName('rs_upgrade');
    const { runner, dispose } = await isolated(await db(), schemaName);
    try {
      const upTo2 = MIGRATIONS.filter((m) => m.version <= 2);
      expect(await runMigrations(runner, { schema: schemaName, migrations: upTo2 })).toEqual([
        1, 2,
      ]);
      await runner.query(
        `INSERT INTO users (id, email, password_hash, mobile, designation, level, function_department, name, role, token_version, created_at, updated_at)
         VALUES ('u1', 'a@example.com', 'h', '', '', '', '', '', 'user', 0, now(), now())`,
      );
      const body = { answers: { q1: 'Yes' }, nested: [1, { b: null }] };
      await runner.query(
        `INSERT INTO reports (id, owner_id, email, status, report, selected_levels, user_filled_details, score_details, created_at, updated_at)
         VALUES ('r1', 'u1', 'a@example.com', 'completed', $1::jsonb, '{"c1":3}'::jsonb, '{"role":"Engineer"}'::jsonb, NULL, now(), now())`,
        [JSON.stringify(body)],
      );
      expect(await runMigrations(runner, { schema: schemaName })).toEqual(
        MIGRATIONS.filter((m) => m.version > 2).map((m) => m.version),
      );
      const [row] = (
        await runner.query(
          `SELECT report, selected_levels, user_filled_details, score_details,
                  pg_typeof(report)::text AS type FROM reports WHERE id = 'r1'`,
        )
      ).rows;
      expect(row).toEqual({
        report: body,
        selected_levels: { c1: 3 },
        user_filled_details: { role: 'Engineer' },
        score_details: null,
        type: 'json',
      });
    } finally {
      await dispose();
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

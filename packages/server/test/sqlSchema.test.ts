import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, runMigrations, type SqlRunner } from '../src/store/sql/migrations';
import { openPglite } from '../src/store/sql/pglite';
import { openPostgres, poolRunner } from '../src/store/sql/postgres';
import { DATABASE_MAINTAINED_COLUMNS, schema } from '../src/store/sql/schema';
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
      const maintained = DATABASE_MAINTAINED_COLUMNS[config.name] ?? [];
      expect(Object.keys(types).sort()).toEqual(
        [...config.columns.map((c) => c.name), ...maintained].sort(),
      );
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

  it('upgrades report bodies stored as jsonb (version 2) to json, keeping them, with their documents', async () => {
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
      // version 4 wrote the contract document of the report stored before it
      const [{ doc, created }] = (
        await runner.query(
          `SELECT doc, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created FROM reports WHERE id = 'r1'`,
        )
      ).rows as [{ doc: string; created: string }];
      expect(JSON.parse(doc)).toEqual({
        _id: 'r1',
        email: 'a@example.com',
        status: 'completed',
        reportType: 'competency',
        createdAt: created,
        updatedAt: created,
        report: body,
        selectedLevels: { c1: 3 },
        userFilledDetails: { role: 'Engineer' },
      });
    } finally {
      await dispose();
    }
  }, 60_000);

  it('backfills the insight rollups of reports and employees stored before version 12', async () => {
    const schemaName = uniqueSchemaName('rs_insights');
    const { runner, dispose } = await isolated(await db(), schemaName);
    try {
      const upTo11 = MIGRATIONS.filter((m) => m.version <= 11);
      await runMigrations(runner, { schema: schemaName, migrations: upTo11 });
      await runner.query(
        `INSERT INTO organizations VALUES ('o1', 'Acme', 'technology', 'active', now())`,
      );
      await runner.query(
        `INSERT INTO users (id, email, password_hash, mobile, designation, level, function_department, name, role, token_version, created_at, updated_at, organization_id, external_user_id)
         VALUES ('u1', 'u1@example.com', '', '', '', '', '', '', 'user', 0, now(), now(), 'o1', 'e1')`,
      );
      await runner.query(
        `INSERT INTO directory_entries (organization_id, external_user_id, team_id, team_name, department, updated_at)
         VALUES ('o1', 'e1', 't1', 'Platform', 'Eng', now()), ('o1', 'e2', 't1', 'Platform', 'Eng', now())`,
      );
      await runner.query(
        `INSERT INTO reports (id, owner_id, email, status, report_type, report, selected_levels, user_filled_details, score_details, created_at, updated_at)
         VALUES ('r1', 'u1', 'u1@example.com', 'completed', 'competency',
                 '[{"step": 1, "_id": "c1", "title": "Programming", "recommendedLevel": 3}]',
                 '{"1": 2}', '{}', '{"careerLevel": 9, "category": "high"}',
                 '2026-03-31T23:59:59Z', '2026-03-31T23:59:59Z')`,
      );
      const upTo12 = MIGRATIONS.filter((m) => m.version <= 12);
      expect(await runMigrations(runner, { schema: schemaName, migrations: upTo12 })).toEqual([12]);
      const one = async (statement: string) => (await runner.query(statement)).rows;
      expect(await one('SELECT month::text, team_id, reports FROM insight_month_levels')).toEqual([
        { month: '2026-03-01', team_id: 't1', reports: 1 },
      ]);
      expect(
        await one('SELECT competency_id, level2, below, gap_sum FROM insight_month_competencies'),
      ).toEqual([{ competency_id: 'c1', level2: 1, below: 1, gap_sum: 1 }]);
      expect(
        await one('SELECT team_id, employees, evaluated FROM insight_employee_counts'),
      ).toEqual([{ team_id: 't1', employees: 2, evaluated: 1 }]);
    } finally {
      await dispose();
    }
  });

  it('backfills the job families of reports counted before version 15, then follows new and deleted ones', async () => {
    const schemaName = uniqueSchemaName('rs_families');
    const { runner, dispose } = await isolated(await db(), schemaName);
    try {
      await runMigrations(runner, {
        schema: schemaName,
        migrations: MIGRATIONS.filter((m) => m.version <= 14),
      });
      await runner.query(
        `INSERT INTO organizations VALUES ('o1', 'Acme', 'technology', 'active', now())`,
      );
      await runner.query(
        `INSERT INTO users (id, email, password_hash, mobile, designation, level, function_department, name, role, token_version, created_at, updated_at, organization_id, external_user_id)
         VALUES ('u1', 'u1@example.com', '', '', '', '', '', '', 'user', 0, now(), now(), 'o1', 'e1')`,
      );
      const report = (id: string, details: string) =>
        runner.query(
          `INSERT INTO reports (id, owner_id, email, status, report_type, report, selected_levels, user_filled_details, score_details, created_at, updated_at)
           VALUES ($1, 'u1', 'u1@example.com', 'completed', 'competency',
                   '[{"step": 1, "_id": "c1", "title": "Programming", "recommendedLevel": 3}]',
                   '{"1": 2}', $2, '{"careerLevel": 9, "category": "high"}',
                   '2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z')`,
          [id, details],
        );
      // a repeated id, an empty one and a number are not job families
      await report('r1', '{"details": {"process": ["se", "da", "se", "", 7]}}');
      await report('r2', '{"details": {"role": "Engineer"}}');
      expect(await runMigrations(runner, { schema: schemaName, migrations: MIGRATIONS })).toEqual([
        15,
      ]);
      const rows = async (statement: string) => (await runner.query(statement)).rows;
      const facts = 'SELECT report_id, job_families FROM insight_reports ORDER BY report_id';
      const counters =
        'SELECT job_family, reports FROM insight_month_job_families WHERE reports > 0 ORDER BY job_family';
      expect(await rows(facts)).toEqual([
        { report_id: 'r1', job_families: ['da', 'se'] },
        { report_id: 'r2', job_families: [] },
      ]);
      expect(await rows(counters)).toEqual([
        { job_family: 'da', reports: 1 },
        { job_family: 'se', reports: 1 },
      ]);
      // after the migration the triggers keep them: a new report, then one deleted
      await report('r3', '{"details": {"process": ["se"]}}');
      await runner.query(`DELETE FROM reports WHERE id = 'r1'`);
      expect(await rows(counters)).toEqual([{ job_family: 'se', reports: 1 }]);
      expect((await rows(facts)).map((r) => r.job_families)).toEqual([[], ['se']]);
    } finally {
      await dispose();
    }
  });

  it('backfills the summaries and the per-user report counts of reports stored before version 7', async () => {
    const schemaName = uniqueSchemaName('rs_summary');
    const { runner, dispose } = await isolated(await db(), schemaName);
    try {
      const upTo6 = MIGRATIONS.filter((m) => m.version <= 6);
      await runMigrations(runner, { schema: schemaName, migrations: upTo6 });
      for (const id of ['u1', 'u2']) {
        await runner.query(
          `INSERT INTO users (id, email, password_hash, mobile, designation, level, function_department, name, role, token_version, created_at, updated_at)
           VALUES ($1, $1 || '@example.com', 'h', '', '', '', '', '', 'user', 0, now(), now())`,
          [id],
        );
      }
      const insert = (id: string, status: string, type: string, report: unknown, ufd: unknown) =>
        runner.query(
          `INSERT INTO reports (id, owner_id, email, status, report_type, report, selected_levels, user_filled_details, score_details, created_at, updated_at)
           VALUES ($1, 'u1', 'u1@example.com', $2, $3, $4::json, '{}'::json, $5::json, NULL,
                   '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:05.678Z')`,
          [id, status, type, JSON.stringify(report), JSON.stringify(ufd)],
        );
      await insert('r1', 'completed', 'competency', [{ step: 1 }], {
        details: { role: ' Analyst ' },
      });
      await insert('d1', 'draft', 'career', { goal: { targetRole: 'Lead ' } }, {});
      expect(await runMigrations(runner, { schema: schemaName })).toEqual(
        MIGRATIONS.filter((m) => m.version > 6).map((m) => m.version),
      );
      const rows = (await runner.query('SELECT id, summary FROM reports ORDER BY id')).rows;
      const at = '2026-01-02T03:04:05.678Z';
      const common = { email: 'u1@example.com', createdAt: at, updatedAt: at };
      expect(rows.map((r) => [r.id, JSON.parse(String(r.summary))])).toEqual([
        [
          'd1',
          {
            _id: 'd1',
            ...common,
            status: 'draft',
            reportType: 'career',
            draftId: 'd1',
            role: '',
            targetRole: 'Lead',
            hasReport: true,
          },
        ],
        [
          'r1',
          {
            _id: 'r1',
            ...common,
            status: 'completed',
            reportType: 'competency',
            role: 'Analyst',
            hasReport: true,
          },
        ],
      ]);
      const counts = async () =>
        (await runner.query('SELECT id, report_count FROM users ORDER BY id')).rows.map((r) => [
          r.id,
          Number(r.report_count),
        ]);
      expect(await counts()).toEqual([
        ['u1', 2],
        ['u2', 0],
      ]);
      // and the trigger keeps the count from then on
      await insert('r2', 'completed', 'competency', null, {});
      await runner.query(`DELETE FROM reports WHERE id = 'd1'`);
      expect(await counts()).toEqual([
        ['u1', 2],
        ['u2', 0],
      ]);
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

/** A runner on one PGlite client (the test's own, to stop the schema at a migration). */
const pgliteRunner = (client: PGlite): SqlRunner => {
  const on = (q: Pick<PGlite, 'query'>): SqlRunner => ({
    query: async (statement, params) => ({
      rows: (await q.query<Record<string, unknown>>(statement, params as unknown[])).rows,
    }),
    transaction: (fn) => client.transaction((tx) => fn(on(tx))),
  });
  return on(client);
};

const upTo1 = MIGRATIONS.filter((m) => m.version <= 1);

/**
 * A database migrated up to version 1 only (then `migrate` writes to it), then opened as the server opens it
 * (every later migration runs at open), on a fresh PGlite folder or PostgreSQL schema.
 */
const upgradeTargets = [
  {
    name: 'pglite',
    run: async (migrate: (runner: SqlRunner) => Promise<void>) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'rolescope-v1-'));
      const client = await PGlite.create({ dataDir: dir });
      try {
        await runMigrations(pgliteRunner(client), { migrations: upTo1 });
        await migrate(pgliteRunner(client));
      } catch (error) {
        await client.close();
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
      await client.close();
      const handle = await openPglite(dir);
      return {
        store: handle.store,
        dispose: async () => {
          await handle.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  ...(pgUrl
    ? [
        {
          name: 'postgres',
          run: async (migrate: (runner: SqlRunner) => Promise<void>) => {
            const schemaName = uniqueSchemaName('rs_v1');
            const dispose = () => dropSchema(pgUrl, schemaName);
            try {
              // search_path names the schema before it exists: every table goes into it
              const scoped = new pg.Pool({
                connectionString: pgUrl,
                max: 1,
                options: `-c search_path=${schemaName}`,
              });
              try {
                await runMigrations(poolRunner(scoped), { schema: schemaName, migrations: upTo1 });
                await migrate(poolRunner(scoped));
              } finally {
                await scoped.end();
              }
              const handle = await openPostgres(pgUrl, { schema: schemaName, max: 2 });
              return {
                store: handle.store,
                dispose: async () => {
                  await handle.close();
                  await dispose();
                },
              };
            } catch (error) {
              await dispose();
              throw error;
            }
          },
        },
      ]
    : []),
];

describe.each(upgradeTargets)('a report stored before the report type ($name)', ({ run }) => {
  it("reads back as reportType 'competency' after the upgrade", async () => {
    const { store, dispose } = await run(async (runner) => {
      const columns = (
        await runner.query(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'reports'`,
        )
      ).rows.map((r) => r.column_name);
      expect(columns).not.toContain('report_type');
      await runner.query(
        `INSERT INTO users (id, email, password_hash, mobile, designation, level, function_department, name, role, token_version, created_at, updated_at)
         VALUES ('u1', 'old@example.com', 'h', '', '', '', '', '', 'user', 0, now(), now())`,
      );
      await runner.query(
        `INSERT INTO reports (id, owner_id, email, status, report, selected_levels, user_filled_details, score_details, created_at, updated_at)
         VALUES ('r1', 'u1', 'old@example.com', 'completed', '[{"step":1}]'::jsonb, '{"1":3}'::jsonb, '{"details":{"role":"Engineer"}}'::jsonb, NULL, now(), now())`,
      );
    });
    try {
      expect(await store.findOwnedReport('u1', 'r1')).toMatchObject({
        id: 'r1',
        reportType: 'competency',
      });
      const page = await store.listReportsByOwner('u1', { offset: 0, limit: 10 });
      expect(JSON.parse(page.json)).toEqual([
        expect.objectContaining({ _id: 'r1', status: 'completed', reportType: 'competency' }),
      ]);
    } finally {
      await dispose();
    }
  }, 60_000);
});

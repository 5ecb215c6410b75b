import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from '../src/store/sql/migrations';
import { openPglite, type PgliteHandle } from '../src/store/sql/pglite';
import { openPostgres, type PostgresHandle } from '../src/store/sql/postgres';
import { TABLE_NAMES } from '../src/store/sql/schema';
import { SqlStore } from '../src/store/sql/sqlStore';
import { withCleanErrors } from '../src/store/sql/withCleanErrors';
import type { Store } from '../src/store/types';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The statement that empties every table of the current schema but `schema_migrations` and
 * restarts its identity columns, in one transaction with triggers and foreign keys off
 * (`session_replication_role = replica`), so the order does not matter and no rollup trigger
 * fires. DELETE on tables of a few rows takes about 2 ms where TRUNCATE, which gives each
 * table new files, took 685 ms on PostgreSQL and 815 ms on PGlite (under load): twice per test
 * of every store-matrix suite.
 */
const emptyingStatement = async (runner: Handle['runner']): Promise<string> => {
  const tables = (
    await runner.query(
      `SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'
        ORDER BY tablename`,
    )
  ).rows.map((r) => String(r.tablename));
  const missing = TABLE_NAMES.filter((t) => !tables.includes(t));
  if (missing.length) throw new Error(`tables missing from the schema: ${missing.join(', ')}`);
  const sequences = (
    await runner.query(
      `SELECT pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
         FROM information_schema.columns
        WHERE table_schema = current_schema() AND is_identity = 'YES'`,
    )
  ).rows.map((r) => String(r.seq));
  // one statement (a DO block): one round trip, where PGlite pays per statement
  return `DO $$ BEGIN
    PERFORM set_config('session_replication_role', 'replica', true);
    ${tables.map((t) => `DELETE FROM "${t}";`).join(' ')}
    ${sequences.map((seq) => `PERFORM setval('${seq}', 1, false);`).join(' ')}
  END $$`;
};

type Handle = Pick<PgliteHandle | PostgresHandle, 'db' | 'runner' | 'close'>;

/** A store over a shared handle whose close() leaves the handle open (tests close stores). */
const viewOf = (handle: Handle): Store =>
  withCleanErrors(new SqlStore(handle.db, async () => undefined));

// ---------------------------------------------------------------- PGlite

/**
 * A fresh PGlite takes 3 to 4 s (initdb); reopening a data folder about 0.5 s. So one
 * migrated template folder is made once per schema version (under a mkdir lock, as test
 * files run in parallel workers) and every test file opens a copy of it.
 */
const templateDir = () => {
  const digest = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `rolescope-pglite-template-0.5.16-${digest}`);
};

const ensureTemplate = async (): Promise<string> => {
  const dir = templateDir();
  const ready = path.join(dir, 'READY');
  const lock = `${dir}.lock`;
  for (let waited = 0; !existsSync(ready); waited += 100) {
    try {
      mkdirSync(lock);
    } catch {
      // someone else builds it; a lock older than 2 minutes is a crashed run's
      if (
        waited > 120_000 ||
        Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 120_000
      ) {
        rmSync(lock, { recursive: true, force: true });
      }
      await sleep(100);
      continue;
    }
    try {
      if (existsSync(ready)) break;
      const building = `${dir}.build-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      const h = await openPglite(path.join(building, 'data'));
      await h.close();
      writeFileSync(path.join(building, 'READY'), '');
      rmSync(dir, { recursive: true, force: true });
      renameSync(building, dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return path.join(dir, 'data');
};

export const openPgliteForTests = async (): Promise<{
  handle: PgliteHandle;
  dispose(): Promise<void>;
}> => {
  const source = await ensureTemplate();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rolescope-pglite-'));
  cpSync(source, dir, { recursive: true });
  const handle = await openPglite(dir);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

// ---------------------------------------------------------------- PostgreSQL

export const postgresUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL;
  return url?.startsWith('postgres') ? url : undefined;
};

/** A schema name of its own for this run and process, so runs never collide. */
export const uniqueSchemaName = (prefix = 'rs_test') =>
  `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

export const dropSchema = async (url: string, schema: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
};

export const openPostgresForTests = async (
  url: string,
): Promise<{ handle: PostgresHandle; schema: string; dispose(): Promise<void> }> => {
  const schema = uniqueSchemaName();
  const handle = await openPostgres(url, { schema, max: 4 });
  return {
    handle,
    schema,
    dispose: async () => {
      await handle.close();
      await dropSchema(url, schema);
    },
  };
};

// ---------------------------------------------------------------- one database per test file

/**
 * A lazily opened database shared by every test of one file; `create()` empties it
 * (`emptyingStatement`) and hands out a view whose close() does not close the shared database.
 */
export const sharedDatabase = (
  open: () => Promise<{ handle: Handle; dispose(): Promise<void> }>,
) => {
  let opened: Promise<{ handle: Handle; dispose(): Promise<void> }> | undefined;
  let emptying: Promise<string> | undefined;
  return {
    open: () => {
      opened ??= open();
      return opened;
    },
    create: async (): Promise<Store> => {
      opened ??= open();
      const { handle } = await opened;
      emptying ??= emptyingStatement(handle.runner);
      await handle.runner.query(await emptying);
      return viewOf(handle);
    },
    dispose: async () => {
      if (!opened) return;
      const o = await opened;
      opened = undefined;
      emptying = undefined;
      await o.dispose();
    },
  };
};

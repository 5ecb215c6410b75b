import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runMigrations, type SqlRunner } from './migrations';
import { schema } from './schema';
import { SqlStore } from './sqlStore';
import type { SqlDatabase } from './values';
import { withCleanErrors } from './withCleanErrors';

export type PostgresOptions = {
  /** A schema of its own (created if missing) instead of the connection's default. */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
};

export type PostgresHandle = {
  store: SqlStore;
  db: SqlDatabase;
  runner: SqlRunner;
  pool: pg.Pool;
  close(): Promise<void>;
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const poolRunner = (pool: pg.Pool): SqlRunner => ({
  query: async (statement, params) => pool.query(statement, params),
  transaction: async (fn) => {
    const client = await pool.connect();
    const inTx: SqlRunner = {
      query: async (statement, params) => client.query(statement, params),
      transaction: () => {
        throw new Error('Nested transactions are not supported');
      },
    };
    try {
      await client.query('BEGIN');
      const result = await fn(inTx);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  },
});

/** PostgreSQL through a `pg` Pool, migrated (under an advisory lock: safe from many processes). */
export const openPostgres = async (
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresHandle> => {
  const { schema: schemaName } = options;
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Invalid schema name "${schemaName}"`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(schemaName ? { options: `-c search_path="${schemaName}"` } : {}),
  });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  // Nor a checked-out one's: the pool listens to a client only while it is idle, so a
  // connection that ends inside a transaction (between its statements) would emit an
  // unhandled 'error' and take the process down. The statement under way fails on its own,
  // and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const runner = poolRunner(pool);
  try {
    await runMigrations(runner, { schema: schemaName });
  } catch (e) {
    await pool.end();
    throw e;
  }
  const db = drizzle({ client: pool, schema }) as unknown as SqlDatabase;
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= pool.end();
    return closed;
  };
  return { store: new SqlStore(db, close), db, runner, pool, close };
};

export const createPostgresStore = async (url: string, options: PostgresOptions = {}) =>
  withCleanErrors((await openPostgres(url, options)).store);

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { runMigrations, type SqlRunner } from './migrations';
import { schema } from './schema';
import { SqlStore } from './sqlStore';
import type { SqlDatabase } from './values';
import { withCleanErrors } from './withCleanErrors';

export type PgliteHandle = {
  store: SqlStore;
  db: SqlDatabase;
  runner: SqlRunner;
  client: PGlite;
  close(): Promise<void>;
};

const runnerOf = (client: Pick<PGlite, 'query'>, tx?: PGlite['transaction']): SqlRunner => ({
  query: async (statement, params) => {
    const res = await client.query<Record<string, unknown>>(statement, params as unknown[]);
    return { rows: res.rows };
  },
  transaction: <T>(fn: (q: SqlRunner) => Promise<T>): Promise<T> => {
    if (!tx) throw new Error('Nested transactions are not supported');
    return tx.call(client, (t) => fn(runnerOf(t))) as Promise<T>;
  },
});

/**
 * Embedded PostgreSQL (PGlite) in a data folder, migrated. `relaxedDurability: false`
 * (PGlite's default, set explicitly): every query resolves only after its writes reached
 * the data folder, so an acknowledged commit survives the process being killed.
 */
export const openPglite = async (dataDir?: string): Promise<PgliteHandle> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    relaxedDurability: false,
  });
  const runner = runnerOf(client, client.transaction.bind(client) as PGlite['transaction']);
  try {
    await runMigrations(runner);
  } catch (e) {
    await client.close();
    throw e;
  }
  const db = drizzle({ client, schema }) as unknown as SqlDatabase;
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= client.closed ? Promise.resolve() : client.close();
    return closed;
  };
  return { store: new SqlStore(db, close), db, runner, client, close };
};

/** A Store on embedded PGlite (`dataDir` absent: in memory, gone on close). */
export const createPgliteStore = async (dataDir?: string) =>
  withCleanErrors((await openPglite(dataDir)).store);

import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
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

/**
 * The types Drizzle reads as text (timestamps, dates, intervals and their arrays): it passes
 * these parsers with every query, and PGlite then copies its whole table of 318 parsers to
 * merge them in, on every query (measured about 0.15 ms of CPU a query, some 7% of a page of
 * reports on PGlite). So the instance is created with them, and Drizzle's client does not
 * pass them again (`drizzleClient`).
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = Object.fromEntries(TEXT_TYPES.map((t) => [t, (value: string) => value]));
/** PGlite's own parsers of those types, for the runner's raw queries (Date objects as before). */
const asDefault: Record<number, (value: string, typeId?: number) => unknown> = {};
for (const t of TEXT_TYPES) {
  const parse = types.parsers[t];
  if (parse) asDefault[t] = parse;
}

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/**
 * The client Drizzle is given: the instance, whose `query` drops the parsers Drizzle passes
 * when they are the ones the instance already has (`asText`).
 */
const drizzleClient = (client: PGlite): PGlite =>
  new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (statement: string, params?: unknown[], options?: QueryOptions) => {
          const parsers = options?.parsers;
          const known = parsers && Object.keys(parsers).every((k) => k in asText);
          return target.query(
            statement,
            params,
            known ? { ...options, parsers: undefined } : options,
          );
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

const runnerOf = (client: Pick<PGlite, 'query'>, tx?: PGlite['transaction']): SqlRunner => ({
  query: async (statement, params) => {
    const res = await client.query<Record<string, unknown>>(statement, params as unknown[], {
      parsers: asDefault,
    });
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
    parsers: asText,
  });
  const runner = runnerOf(client, client.transaction.bind(client) as PGlite['transaction']);
  try {
    await runMigrations(runner);
  } catch (e) {
    await client.close();
    throw e;
  }
  const db = drizzle({ client: drizzleClient(client), schema }) as unknown as SqlDatabase;
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

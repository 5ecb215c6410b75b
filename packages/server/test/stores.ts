import { afterAll, beforeAll } from 'vitest';
import { MemoryStore } from '../src/store/memory/memoryStore';
import type { Store } from '../src/store/types';
import { openPgliteForTests, openPostgresForTests, postgresUrl, sharedDatabase } from './sqlStores';

export type StoreFactory = {
  name: string;
  /** A fresh, empty store. */
  create(): Promise<Store>;
};

const pglite = sharedDatabase(openPgliteForTests);
const pgUrl = postgresUrl();
const postgres = pgUrl ? sharedDatabase(() => openPostgresForTests(pgUrl)) : undefined;

// One database per test file (this module is evaluated once per file), opened before the
// file's tests and removed after them.
beforeAll(async () => {
  await Promise.all([pglite.open(), postgres?.open()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([pglite.dispose(), postgres?.dispose()]);
}, 30_000);

/**
 * Every store the integration suites run against: memory, embedded PGlite, and
 * PostgreSQL when DATABASE_URL is a postgres:// URL (in a schema of its own per file).
 */
export const storeFactories: StoreFactory[] = [
  { name: 'memory', create: async () => new MemoryStore() },
  { name: 'pglite', create: pglite.create },
  ...(postgres ? [{ name: 'postgres', create: postgres.create }] : []),
];

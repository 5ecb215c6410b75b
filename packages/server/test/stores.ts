import { MemoryStore } from '../src/store/memory/memoryStore';
import type { Store } from '../src/store/types';

export type StoreFactory = {
  name: string;
  /** A fresh, empty store. */
  create(): Promise<Store>;
};

/**
 * Every store the integration suites run against. The SQL store adds PGlite (and
 * PostgreSQL when DATABASE_URL is set) here.
 */
export const storeFactories: StoreFactory[] = [
  { name: 'memory', create: async () => new MemoryStore() },
];

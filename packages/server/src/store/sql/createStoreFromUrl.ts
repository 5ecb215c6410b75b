import path from 'node:path';
import { createMemoryStore } from '../memory';
import type { Store } from '../types';
import { createPgliteStore } from './pglite';
import { createPostgresStore } from './postgres';

export type DatabaseKind = 'memory' | 'pglite' | 'postgres';

const DEFAULT_DATA_DIR = '.rolescope-data';

/** Which database a `DATABASE_URL` means, and where (PGlite's folder, or the URL). */
export const parseDatabaseUrl = (
  databaseUrl: string | undefined,
  dataDir: string = DEFAULT_DATA_DIR,
): { kind: 'memory' } | { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } => {
  const url = databaseUrl?.trim() ?? '';
  if (url === 'memory://' || url === 'memory:') return { kind: 'memory' };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    return { kind: 'postgres', url };
  if (url === '') return { kind: 'pglite', dir: path.resolve(dataDir) };
  if (url.startsWith('pglite://')) {
    const rest = url.slice('pglite://'.length);
    return { kind: 'pglite', dir: path.resolve(rest || dataDir) };
  }
  if (url.startsWith('file://'))
    return { kind: 'pglite', dir: path.resolve(new URL(url).pathname) };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new Error('must be postgres://..., pglite://PATH, memory:// or a folder path');
  }
  return { kind: 'pglite', dir: path.resolve(url) };
};

/**
 * The Store for a `DATABASE_URL`: `memory://` → in memory; `postgres://...` → pooled
 * PostgreSQL; empty, `pglite://PATH` or a plain path → embedded PGlite in that folder
 * (default `dataDir`). Migrations have run when it resolves.
 */
export const createStoreFromUrl = async (
  databaseUrl: string | undefined,
  options: { dataDir?: string; poolSize?: number } = {},
): Promise<{ store: Store; kind: DatabaseKind; location: string }> => {
  const target = parseDatabaseUrl(databaseUrl, options.dataDir);
  switch (target.kind) {
    case 'memory':
      return { store: createMemoryStore(), kind: 'memory', location: 'memory' };
    case 'postgres':
      return {
        store: await createPostgresStore(target.url, { max: options.poolSize }),
        kind: 'postgres',
        location: redactUrl(target.url),
      };
    case 'pglite':
      return { store: await createPgliteStore(target.dir), kind: 'pglite', location: target.dir };
  }
};

/** The URL without its password, for logs. */
export const redactUrl = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
};

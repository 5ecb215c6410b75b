import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '../../src/store/sql/createStoreFromUrl';
import { openPglite } from '../../src/store/sql/pglite';
import { openPostgres } from '../../src/store/sql/postgres';
import { createScratchDatabase } from '../../src/store/sql/scratchDatabase';

/** A database the bench seeds and loads: embedded PGlite in a temporary folder, or PostgreSQL. */
export type Target = { kind: DatabaseKind; open(): Promise<Opened> };
type Opened = {
  handle: Awaited<ReturnType<typeof openPglite>> | Awaited<ReturnType<typeof openPostgres>>;
  location: string;
  cleanup(): Promise<void>;
};

export const pgliteTarget = (): Target => ({
  kind: 'pglite',
  open: async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rolescope-bench-'));
    const handle = await openPglite(dir);
    return {
      handle,
      location: dir,
      cleanup: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
});

/** A database of its own on the PostgreSQL server at `url`, dropped by `cleanup`. */
export const postgresTarget = (url: string, poolSize: number): Target => ({
  kind: 'postgres',
  open: async () => {
    const db = await createScratchDatabase(url, 'rs_bench');
    const handle = await openPostgres(db.url, { max: poolSize });
    return {
      handle,
      location: `database ${db.name} (pool ${poolSize})`,
      cleanup: async () => {
        await handle.close();
        await db.drop();
      },
    };
  },
});

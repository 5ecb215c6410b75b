import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../../src/store/sql/pglite';
import { openPostgres } from '../../src/store/sql/postgres';
import { createScratchDatabase } from '../../src/store/sql/scratchDatabase';
import { pgliteQuery, pgQuery } from './reference';

export type Kind = 'pglite' | 'postgres';

/** The database of one target, our store on it, and the reference's statement on it. */
export const openTarget = async (kind: Kind, pgUrl: string) => {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rolescope-bench-'));
    const handle = await openPglite(dir);
    return {
      handle,
      database: null,
      query: pgliteQuery(handle.client),
      cleanup: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(pgUrl, 'rs_bench');
  const handle = await openPostgres(scratch.url, { max: 10 });
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  // An idle connection ended by the server (the scratch database's forced drop at the end,
  // a restart) is an 'error' on the pool: without a listener it would end the bench.
  pool.on('error', () => {});
  return {
    handle,
    database: scratch.name,
    query: pgQuery(pool),
    cleanup: async () => {
      await pool.end();
      await handle.close();
      await scratch.drop();
    },
  };
};

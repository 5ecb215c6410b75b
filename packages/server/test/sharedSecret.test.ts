import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateDatabaseSecret } from '../src/node/databaseSecret';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/seedDemo';
import { createScratchDatabase } from '../src/store/sql/scratchDatabase';
import { cleanupsAfterAll, sharedPostgres, startTwoProcesses } from './processes';
import { getJson, loginToken } from './serverProcess';

describe.each(sharedPostgres)(
  'the JWT secret without JWT_SECRET on one PostgreSQL ($where)',
  ({ url }) => {
    const cleanup = cleanupsAfterAll();

    it('is generated once, even by many processes at once, and read back by all', async () => {
      const db = await createScratchDatabase(url, 'rs_secret');
      cleanup(db.drop);
      const secrets = await Promise.all(
        Array.from({ length: 8 }, () => loadOrCreateDatabaseSecret(db.url)),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
      expect(await loadOrCreateDatabaseSecret(db.url)).toBe(secrets[0]);
    });

    it('is shared by two server processes with data folders of their own', async () => {
      // No JWT_SECRET, and no data folder in common: only the database can make them agree.
      const { cwd, procs } = await startTwoProcesses(url, 'rs_secret', cleanup, (dir) => [
        { DATA_DIR: path.join(dir, 'a'), SEED_DEMO: '1' },
        { DATA_DIR: path.join(dir, 'b'), SEED_DEMO: '0' },
      ]);
      const [a, b] = procs;

      // A token signed by A is accepted by B, and the other way round.
      const fromA = await loginToken(a.url, DEMO_EMAIL, DEMO_PASSWORD);
      const fromB = await loginToken(b.url, DEMO_EMAIL, DEMO_PASSWORD);
      for (const [server, token] of [
        [b, fromA],
        [a, fromB],
      ] as const) {
        expect((await getJson(`${server.url}/api/v1/user/me`, token)).status).toBe(200);
      }
      // ... and no secret file was written for PostgreSQL.
      for (const dir of ['a', 'b']) {
        expect(existsSync(path.join(cwd, dir, 'jwt-secret'))).toBe(false);
      }
    }, 90_000);
  },
);

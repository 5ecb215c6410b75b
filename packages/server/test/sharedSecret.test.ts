import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateDatabaseSecret } from '../src/node/databaseSecret';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/seedDemo';
import { redactUrl } from '../src/store/sql/createStoreFromUrl';
import { createScratchDatabase } from '../src/store/sql/scratchDatabase';
import { getJson, loginToken, type ServerProcess, startServerProcess } from './serverProcess';
import { postgresUrl } from './sqlStores';

const pgUrl = postgresUrl();

describe.each(pgUrl ? [{ url: pgUrl, where: redactUrl(pgUrl) }] : [])(
  'the JWT secret without JWT_SECRET on one PostgreSQL ($where)',
  ({ url }) => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const fn of cleanups.reverse()) await fn();
    }, 30_000);

    it('is generated once, even by many processes at once, and read back by all', async () => {
      const db = await createScratchDatabase(url, 'rs_secret');
      cleanups.push(db.drop);
      const secrets = await Promise.all(
        Array.from({ length: 8 }, () => loadOrCreateDatabaseSecret(db.url)),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
      expect(await loadOrCreateDatabaseSecret(db.url)).toBe(secrets[0]);
    });

    it('is shared by two server processes with data folders of their own', async () => {
      const db = await createScratchDatabase(url, 'rs_secret');
      cleanups.push(db.drop);
      const cwd = mkdtempSync(path.join(os.tmpdir(), 'rolescope-secret-'));
      cleanups.push(() => rmSync(cwd, { recursive: true, force: true }));
      // No JWT_SECRET, and no data folder in common: only the database can make them agree.
      const [a, b] = await Promise.all([
        startServerProcess(
          { DATABASE_URL: db.url, DATA_DIR: path.join(cwd, 'a'), SEED_DEMO: '1' },
          { cwd },
        ),
        startServerProcess(
          { DATABASE_URL: db.url, DATA_DIR: path.join(cwd, 'b'), SEED_DEMO: '0' },
          { cwd },
        ),
      ]);
      const procs: ServerProcess[] = [a, b];
      cleanups.push(() => {
        for (const p of procs) p.child.kill('SIGKILL');
      });

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

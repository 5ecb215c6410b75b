import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/seedDemo';
import { parseDatabaseUrl, redactUrl } from '../src/store/sql/createStoreFromUrl';
import { createScratchDatabase } from '../src/store/sql/scratchDatabase';
import {
  allReportIds,
  loginToken,
  postJson,
  type ServerProcess,
  startServerProcess,
} from './serverProcess';
import { postgresUrl } from './sqlStores';

const pgUrl = postgresUrl();

describe('database URLs', () => {
  it('tells PostgreSQL, PGlite folders and memory apart, and hides passwords in logs', () => {
    expect(parseDatabaseUrl('postgres://u:p@h:5432/db').kind).toBe('postgres');
    expect(parseDatabaseUrl('memory://')).toEqual({ kind: 'memory' });
    expect(parseDatabaseUrl('pglite:///tmp/x')).toEqual({ kind: 'pglite', dir: '/tmp/x' });
    expect(parseDatabaseUrl('/srv/data')).toEqual({ kind: 'pglite', dir: '/srv/data' });
    expect(parseDatabaseUrl(undefined, '/d')).toEqual({ kind: 'pglite', dir: '/d' });
    expect(() => parseDatabaseUrl('mysql://x')).toThrow();
    expect(redactUrl('postgres://u:secret@h/db')).not.toContain('secret');
  });
});

describe.each(pgUrl ? [{ url: pgUrl, where: redactUrl(pgUrl) }] : [])(
  'two server processes on one PostgreSQL ($where)',
  ({ url }) => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const fn of cleanups.reverse()) await fn();
    }, 30_000);

    it('share sessions, reports and the login throttle', async () => {
      const db = await createScratchDatabase(url, 'rs_mp');
      cleanups.push(db.drop);
      const cwd = mkdtempSync(path.join(os.tmpdir(), 'rolescope-mp-'));
      cleanups.push(() => rmSync(cwd, { recursive: true, force: true }));
      const common = {
        DATABASE_URL: db.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: path.join(cwd, 'data'),
      };
      // Both start at once: migrations run under the advisory lock in one of them.
      const [a, b] = await Promise.all([
        startServerProcess({ ...common, SEED_DEMO: '1' }, { cwd }),
        startServerProcess({ ...common, SEED_DEMO: '0' }, { cwd }),
      ]);
      const procs: ServerProcess[] = [a, b];
      cleanups.push(() => {
        for (const p of procs) p.child.kill('SIGKILL');
      });

      // Signed in through A, the token works on B, and B sees what A saved.
      const token = await loginToken(a.url, DEMO_EMAIL, DEMO_PASSWORD);
      const saved = await postJson(
        `${a.url}/api/v1/survey/save-draft`,
        { draftData: { selectedLevels: { '1': 3 } } },
        token,
      );
      expect(saved.status).toBe(201);
      const ids = await allReportIds(b.url, DEMO_EMAIL, token);
      expect(ids.has(saved.body.data?.draftId ?? '')).toBe(true);

      // Ten failures from this address, each to another account, split across both
      // processes: the eleventh attempt is throttled on either (the per-address count).
      for (let i = 0; i < 10; i++) {
        const wrong = { email: `sprayed${i}@example.com`, password: 'Wrong@12345' };
        const res = await postJson(`${(i % 2 ? a : b).url}/api/v1/survey/login`, wrong);
        expect(res.status).toBe(401);
      }
      for (const p of [a, b]) {
        const res = await fetch(`${p.url}/api/v1/survey/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
        });
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }

      for (const p of procs) p.child.kill('SIGTERM');
      expect(await Promise.all(procs.map((p) => p.exited))).toEqual([0, 0]);
    }, 120_000);
  },
);

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/seedDemo';
import { parseDatabaseUrl, redactUrl } from '../src/store/sql/createStoreFromUrl';
import { cleanupsAfterAll, randomSecret, sharedPostgres, startTwoProcesses } from './processes';
import { allReportIds, loginToken, postJson } from './serverProcess';

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

describe.each(sharedPostgres)('two server processes on one PostgreSQL ($where)', ({ url }) => {
  const cleanup = cleanupsAfterAll();

  it('share sessions, reports and the login throttle', async () => {
    // Both start at once: migrations run under the advisory lock in one of them.
    const { procs } = await startTwoProcesses(url, 'rs_mp', cleanup, (cwd) => {
      const common = { JWT_SECRET: randomSecret(), DATA_DIR: path.join(cwd, 'data') };
      return [
        { ...common, SEED_DEMO: '1' },
        { ...common, SEED_DEMO: '0' },
      ];
    });
    const [a, b] = procs;

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
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureRawCatalog } from '../src/catalog/fixture';
import { writeCatalogDir } from '../src/catalog/writeCatalogDir';
import { runServerUntilExit } from './serverProcess';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'rolescope-startup-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The fixture catalog as a folder, with `competencies` as given. */
const catalogDir = (name: string, competencies: unknown[]) =>
  writeCatalogDir(path.join(tmp, name), { ...fixtureRawCatalog, competencies });

/** Starts the real entry with `env` and expects it to stop at once with one clear line. */
const expectStop = async (env: Record<string, string>) => {
  const run = await runServerUntilExit({ DATABASE_URL: 'memory://', ...env }, { cwd: tmp });
  expect(run.code, run.stdout + run.stderr).not.toBe(0);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split('\n');
  // one line, and no stack trace
  expect(lines, run.stderr).toHaveLength(1);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  return lines[0];
};

describe('a server that cannot start says why in one line', () => {
  it('stops on a bad setting, naming the variable', async () => {
    const [port, proxy] = await Promise.all([
      expectStop({ PORT: 'abc' }),
      expectStop({ TRUST_PROXY: 'lots' }),
    ]);
    expect(port).toBe('Configuration error: PORT: must be a whole number from 0 to 65535');
    expect(proxy).toMatch(/^Configuration error: TRUST_PROXY: /);
  }, 60_000);

  it('stops on a bad CATALOG_DIR, naming the variable and the problem', async () => {
    const [first] = fixtureRawCatalog.competencies as { id: string }[];
    const duplicate = catalogDir('duplicate', [...fixtureRawCatalog.competencies, first]);
    const missing = path.join(tmp, 'no-catalog-here');
    const [dup, none] = await Promise.all([
      expectStop({ CATALOG_DIR: duplicate }),
      expectStop({ CATALOG_DIR: missing }),
    ]);
    expect(dup).toBe(
      `Configuration error: CATALOG_DIR: cannot load the catalog from ${duplicate}: Duplicate competency id "${first?.id}" (in competencies/all.json)`,
    );
    expect(none).toBe(
      `Configuration error: CATALOG_DIR: cannot load the catalog from ${missing}: ${path.join(missing, 'industries.json')} is missing`,
    );
  }, 60_000);
});

describe('an administrator password weaker than a user may choose', () => {
  it('stops the server with a line naming ADMIN_PASSWORD and the rule, never the value', async () => {
    const weak = ['qwertyuiop', 'alllowercase1!', 'NoDigits!here', 'NoSpecial123', 'Sh0rt!'];
    const lines = await Promise.all(
      weak.map((value) => expectStop({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: value })),
    );
    expect(lines[0]).toBe(
      'Configuration error: ADMIN_PASSWORD: must meet the user password rules (Password must contain at least one uppercase letter (A-Z))',
    );
    lines.forEach((line, i) => {
      expect(line).toMatch(/^Configuration error: ADMIN_PASSWORD: must /);
      expect(line).not.toContain(weak[i]);
    });
  }, 60_000);
});

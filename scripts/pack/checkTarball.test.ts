import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTarball } from './checkTarball.mjs';
import { run } from './packages.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'rolescope-check-tarball-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Files = Record<string, string | null>;

/** A small publishable ESM package with types, a source map and the shipped source it names. */
const goodPackage = (): Files => ({
  'package.json': JSON.stringify({
    name: '@fixture/pkg',
    version: '1.0.0',
    type: 'module',
    license: 'MIT',
    files: ['dist', 'src', 'README.md', 'LICENSE'],
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    },
  }),
  'README.md': '# fixture\n',
  LICENSE: 'MIT\n',
  'src/index.ts': 'export const answer = 42;\n',
  'dist/index.js': '"use client";\nexport const answer = 42;\n//# sourceMappingURL=index.js.map\n',
  'dist/index.js.map': JSON.stringify({
    version: 3,
    sources: ['../src/index.ts'],
    names: [],
    mappings: ';AAAO',
  }),
  'dist/index.d.ts': 'export declare const answer = 42;\n',
});

let count = 0;
/** Writes the files (null deletes one of the good package's), packs them, checks the tarball. */
const check = async (
  changes: Files = {},
  options?: { useClient?: string[]; serverSafe?: string[] },
) => {
  const dir = path.join(work, `pkg${++count}`);
  const dest = path.join(work, `out${count}`);
  mkdirSync(dest, { recursive: true });
  for (const [file, text] of Object.entries({ ...goodPackage(), ...changes })) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  await run('npm', ['pack', '--pack-destination', dest, '--loglevel', 'warn'], { cwd: dir });
  const [tarball] = readdirSync(dest);
  return (await checkTarball(path.join(dest, tarball ?? 'missing.tgz'), options)).problems;
};

const withPackageJson = (change: (pkg: Record<string, unknown>) => void) => {
  const pkg = JSON.parse(goodPackage()['package.json'] ?? '{}');
  change(pkg);
  return { 'package.json': JSON.stringify(pkg) };
};

describe('checkTarball', () => {
  it('accepts a publishable package', async () => {
    expect(await check({}, { useClient: ['dist/index.js'] })).toEqual([]);
  });

  it('asks for a README and a LICENSE', async () => {
    const problems = await check({ LICENSE: null, 'README.md': null });
    expect(problems).toContain('the tarball has no LICENSE');
    expect(problems).toContain('the tarball has no README.md');
  });

  it('finds a source map naming a source that is not shipped', async () => {
    const problems = await check(withPackageJson((pkg) => (pkg.files = ['dist'])));
    expect(problems).toContain('dist/index.js.map points at ../src/index.ts, which is not shipped');
  });

  it('finds an export target missing from the tarball (publint too)', async () => {
    const problems = await check(
      withPackageJson((pkg) => {
        pkg.exports = { ...(pkg.exports as object), './extra': './dist/extra.js' };
      }),
    );
    expect(problems).toContain(
      'exports["./extra"] points at ./dist/extra.js, which is not in the tarball',
    );
    expect(problems.some((p) => p.startsWith('publint:') && p.includes('extra.js'))).toBe(true);
  });

  it('fails attw when the types do not resolve', async () => {
    const problems = await check({
      'dist/index.d.ts': null,
      ...withPackageJson((pkg) => {
        pkg.exports = { '.': './dist/index.js', './package.json': './package.json' };
      }),
    });
    expect(problems.some((p) => p.startsWith('attw:'))).toBe(true);
  });

  it('asks for "use client" where it is required', async () => {
    const problems = await check(
      { 'dist/index.js': 'export const answer = 42;\n//# sourceMappingURL=index.js.map\n' },
      { useClient: ['dist/index.js'] },
    );
    expect(problems).toEqual(['dist/index.js does not start with the "use client" directive']);
  });

  const map = '//# sourceMappingURL=index.js.map\n';
  const serverSafe = { serverSafe: ['dist/index.js'] };

  it('accepts a self-contained module without "use client" where a Server Component calls', async () => {
    expect(
      await check({ 'dist/index.js': `export const answer = 42;\n${map}` }, serverSafe),
    ).toEqual([]);
  });

  it('refuses "use client" where a Server Component calls', async () => {
    expect(await check({}, serverSafe)).toEqual([
      'dist/index.js starts with "use client": a Server Component cannot call it',
    ]);
  });

  it('refuses an import where a Server Component calls (a shared chunk)', async () => {
    const files = {
      'dist/index.js': `export{a as answer}from"./chunk-1.js";\n${map}`,
      'dist/chunk-1.js': 'export const a = 42;\n',
    };
    expect(await check(files, serverSafe)).toEqual([
      'dist/index.js imports another module: it must be bundled by itself',
    ]);
  });
});

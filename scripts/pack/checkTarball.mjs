// The checks of one packed tarball, as a registry would receive it: publint (strict: warnings
// fail), attw (types resolve for node16 ESM and bundler resolution), the files a host needs
// (README, LICENSE, built JavaScript, every export target, "use client" where asked and not where
// a Server Component calls) and source
// maps that name only shipped files.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { run } from './packages.mjs';

// The attw command line of the root's @arethetypeswrong/cli (it has no programmatic API).
const require = createRequire(import.meta.url);
const attwPackage = require.resolve('@arethetypeswrong/cli/package.json');
const attw = path.join(path.dirname(attwPackage), require(attwPackage).bin.attw);

const walk = (dir, base = dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });

/** Every string target of an exports map (conditions included), with its subpath. */
const exportTargets = (exports, subpath = '.') => {
  if (typeof exports === 'string') return [{ subpath, target: exports }];
  if (!exports || typeof exports !== 'object') return [];
  return Object.entries(exports).flatMap(([key, value]) =>
    exportTargets(value, key.startsWith('.') ? key : subpath),
  );
};

/** A source map must not name a file the package does not ship (virtual `ns:` sources aside). */
const sourceMapProblems = (dir, files) =>
  files
    .filter((f) => f.endsWith('.map'))
    .flatMap((file) => {
      const map = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      return map.sources.flatMap((source, i) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(source)) {
          // A plugin's virtual module (vanilla-extract's CSS): usable only with its content inline.
          return map.sourcesContent?.[i] ? [] : [`${file} names ${source} without its content`];
        }
        const resolved = path.join(path.dirname(path.join(dir, file)), source);
        return existsSync(resolved) ? [] : [`${file} points at ${source}, which is not shipped`];
      });
    });

/**
 * Checks one tarball; resolves with its problems (empty when publishable) and its file count.
 * @param {string} tarball
 * @param {{ useClient?: string[], serverSafe?: string[] }} [options] built files that must start
 *   with "use client"; built files a React Server Component calls (no "use client", no import:
 *   a shared chunk would bring the directive back)
 */
export const checkTarball = async (tarball, { useClient = [], serverSafe = [] } = {}) => {
  const problems = [];
  const work = mkdtempSync(path.join(tmpdir(), 'rolescope-tarball-'));
  try {
    await run('tar', ['xzf', tarball, '-C', work]);
    const dir = path.join(work, 'package');
    const files = walk(dir);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

    for (const required of ['README.md', 'LICENSE']) {
      if (!files.includes(required)) problems.push(`the tarball has no ${required}`);
    }
    if (!files.some((f) => f.startsWith('dist/') && f.endsWith('.js'))) {
      problems.push('the tarball has no built JavaScript in dist/ (prepack did not build?)');
    }
    for (const { subpath, target } of exportTargets(pkg.exports)) {
      if (!files.includes(path.normalize(target))) {
        problems.push(`exports["${subpath}"] points at ${target}, which is not in the tarball`);
      }
    }
    for (const file of useClient) {
      const code = files.includes(file) ? readFileSync(path.join(dir, file), 'utf8') : '';
      if (!/^\s*['"]use client['"]/.test(code)) {
        problems.push(`${file} does not start with the "use client" directive`);
      }
    }
    for (const file of serverSafe) {
      const code = files.includes(file) ? readFileSync(path.join(dir, file), 'utf8') : undefined;
      if (code === undefined) problems.push(`${file} is not in the tarball`);
      else if (/^\s*['"]use client['"]/.test(code)) {
        problems.push(`${file} starts with "use client": a Server Component cannot call it`);
      } else if (/\b(?:from|import)\s*\(?\s*['"]/.test(code)) {
        problems.push(`${file} imports another module: it must be bundled by itself`);
      }
    }
    problems.push(...sourceMapProblems(dir, files));

    const lint = await publint({ pkgDir: dir, pack: false, strict: true });
    for (const message of lint.messages) {
      if (message.type === 'suggestion') continue;
      problems.push(`publint: ${formatMessage(message, lint.pkg, { color: false })}`);
    }

    // Stylesheets are entries without types, by design: attw checks the modules only.
    const cssEntries = exportTargets(pkg.exports)
      .filter(({ target }) => target.endsWith('.css'))
      .map(({ subpath }) => subpath);
    const args = [tarball, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'ascii'];
    if (cssEntries.length > 0) args.push('--exclude-entrypoints', ...new Set(cssEntries));
    try {
      await run(process.execPath, [attw, ...args], { env: { FORCE_COLOR: '0' } });
    } catch (e) {
      problems.push(`attw: ${e.message}`);
    }
    return { problems, files: files.length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

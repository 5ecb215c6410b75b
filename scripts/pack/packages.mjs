// The published packages and how to pack them as a registry would receive them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const candidates = ['core', 'widgets', 'elements'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The packages to publish, in dependency order: core, widgets, and elements once its
 * package.json has a build (it is being written; until then it is skipped, and said so).
 */
export const publishedPackages = () =>
  candidates.flatMap((name) => {
    const dir = path.join(repoRoot, 'packages', name);
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) return [];
    const pkg = readJson(file);
    if (!pkg.scripts?.build && !pkg.scripts?.prepack) return [];
    return [{ name: pkg.name, short: name, dir, pkg }];
  });

export const skippedPackages = () => {
  const found = new Set(publishedPackages().map((p) => p.short));
  return candidates.filter((c) => !found.has(c));
};

/** Runs a command; resolves with its output, rejects with it (last lines) on a non-zero exit. */
export const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else {
        const tail = out.trim().split('\n').slice(-40).join('\n');
        reject(
          new Error(
            `${command} ${args.join(' ')} (in ${options.cwd ?? '.'}) exited ${code}\n${tail}`,
          ),
        );
      }
    });
  });

/**
 * `npm pack` of one package into `dest`. With `clean`, its dist/ is deleted first, so the
 * tarball proves that `prepack` builds on a fresh checkout. Returns the tarball's path.
 */
export const pack = async (p, dest, { clean = true } = {}) => {
  if (clean) rmSync(path.join(p.dir, 'dist'), { recursive: true, force: true });
  const before = new Set(readdirSync(dest));
  // npm prints the prepack script's output on stdout too, so the tarball is found on disk.
  await run('npm', ['pack', '--pack-destination', dest, '--loglevel', 'warn'], { cwd: p.dir });
  const made = readdirSync(dest).filter((f) => f.endsWith('.tgz') && !before.has(f));
  const expected = `${p.name.replace(/^@/, '').replace('/', '-')}-${p.pkg.version}.tgz`;
  if (!made.includes(expected)) {
    throw new Error(`npm pack of ${p.name} made ${made.join(', ') || 'nothing'}, not ${expected}`);
  }
  return path.join(dest, expected);
};

/**
 * Packs every published package (one after another: they share 2 cores with everything else).
 * @param {string} dest
 * @param {{ clean?: boolean }} [options]
 * @returns {Promise<Record<string, string>>} tarball paths by package folder name
 */
export const packAll = async (dest, options) => {
  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const p of publishedPackages()) tarballs[p.short] = await pack(p, dest, options);
  return tarballs;
};

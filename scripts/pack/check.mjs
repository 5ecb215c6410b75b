#!/usr/bin/env node
// Packs each published package the way `npm publish` would (dist/ deleted first, so `prepack`
// must build it) and checks each tarball (checkTarball.mjs: publint, attw for node16 ESM and
// bundler resolution, README, LICENSE, export targets, "use client", source maps).
// Usage: node scripts/pack/check.mjs [--keep] [--no-clean] [--out DIR]
// --out DIR leaves the checked tarballs in DIR (emptied first): `npm test` hands them to the
// install test (ROLESCOPE_TARBALLS), which then installs what was checked instead of packing again.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkTarball } from './checkTarball.mjs';
import { packAll, publishedPackages, skippedPackages } from './packages.mjs';

const keep = process.argv.includes('--keep');
const clean = !process.argv.includes('--no-clean');
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '') : undefined;
const work = mkdtempSync(path.join(tmpdir(), 'rolescope-pack-check-'));
const problems = [];

/** Built files that React Server Components frameworks must see as client modules. */
const useClient = { widgets: ['dist/index.js'] };
/** Built files that React Server Components call: no "use client", nothing imported. */
const serverSafe = { widgets: ['dist/entries/theme.js'] };

const packs = path.join(work, 'tarballs');
try {
  mkdirSync(packs);
  const started = Date.now();
  const tarballs = await packAll(packs, { clean });
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`packed ${Object.keys(tarballs).join(', ')} in ${took} s`);
  for (const skipped of skippedPackages()) {
    console.log(`skipped packages/${skipped}: its package.json has no build script yet`);
  }
  for (const p of publishedPackages()) {
    const tarball = tarballs[p.short];
    const result = await checkTarball(tarball, {
      useClient: useClient[p.short] ?? [],
      serverSafe: serverSafe[p.short] ?? [],
    });
    problems.push(...result.problems.map((text) => `${p.name}: ${text}`));
    const size = (readFileSync(tarball).byteLength / 1024).toFixed(1);
    console.log(
      `${p.name}: ${result.files} files, ${size} KB packed, ${result.problems.length} problem(s)`,
    );
  }
  if (out) {
    rmSync(out, { recursive: true, force: true });
    cpSync(packs, out, { recursive: true });
    console.log(`tarballs left in ${out}`);
  }
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('pack check: every package is publishable');

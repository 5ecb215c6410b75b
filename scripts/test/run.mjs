#!/usr/bin/env node
// `npm test`: every suite, one step after another (each step already uses both cores), then a
// table of each step's result and duration, so a CI log says where the time went and which
// steps failed. A failed step does not stop the later ones: one red run shows every failure.
// The pack check leaves its tarballs for the install test, which installs exactly what was
// checked instead of building and packing again.
// Usage: node scripts/test/run.mjs [step ...]   (no step: all of them, in this order)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const tarballs = mkdtempSync(path.join(tmpdir(), 'rolescope-tarballs-'));

/** [name, command, extra environment] */
const steps = [
  ['static', 'node scripts/test/parallel.mjs typecheck lint knip api:check catalog:check'],
  ['unit', 'vitest run'],
  ['size', 'node scripts/size.mjs'],
  ['pack', `node scripts/pack/check.mjs --out ${tarballs}`],
  ['e2e:widgets', 'playwright test -c packages/widgets/e2e/playwright.config.ts'],
  ['e2e:demo', 'playwright test -c packages/demo-app/e2e/playwright.config.ts'],
  ['e2e:elements', 'playwright test -c packages/elements/e2e/playwright.config.ts'],
  ['e2e:examples', 'playwright test -c examples/e2e/playwright.config.ts'],
  [
    'install',
    'playwright test -c scripts/pack/playwright.config.ts',
    // the pack step's tarballs, when it made them
    () => ({ ROLESCOPE_TARBALLS: results.get('pack') === 0 ? tarballs : '' }),
  ],
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !steps.some(([n]) => n === name));
if (unknown.length) {
  console.error(
    `unknown step(s): ${unknown.join(', ')}; steps: ${steps.map(([n]) => n).join(', ')}`,
  );
  process.exit(2);
}

/** @type {Map<string, number>} exit code by step */
const results = new Map();
const durations = new Map();
const bin = path.resolve('node_modules/.bin');

const runStep = (name, command, env) =>
  new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${name}: ${command}\n`);
    const child = spawn(command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...env?.(), PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    child.on('close', (code, signal) => {
      durations.set(name, (Date.now() - started) / 1000);
      results.set(name, code ?? (signal ? 1 : 0));
      resolve();
    });
  });

const started = Date.now();
for (const [name, command, env] of steps) {
  if (chosen.length && !chosen.includes(name)) continue;
  await runStep(name, command, env);
}
rmSync(tarballs, { recursive: true, force: true });

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
console.log('\n=== npm test: steps');
for (const [name, code] of results) {
  console.log(
    `${code === 0 ? 'ok    ' : 'FAILED'} ${minutes(durations.get(name)).padStart(6)}  ${name}`,
  );
}
console.log(`total ${minutes((Date.now() - started) / 1000)}`);
const failed = [...results].filter(([, code]) => code !== 0).map(([name]) => name);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}

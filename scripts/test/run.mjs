#!/usr/bin/env node
// `npm test`: every suite, then a table of each step's result and duration, so a CI log says where
// the time went and which steps failed. A failed step does not stop the later ones: one red run
// shows every failure.
//
// The steps run in two lanes side by side: the source-only checks (static, unit: nothing built)
// and the build-and-browser lane (size, pack, the end-to-end suites, install), whose steps keep
// their order because they build and read the same dist/ folders. Most of both lanes' time is
// spent waiting (servers, browsers, databases, timers), so together they take about the longer
// lane instead of the sum. While lanes run side by side, each step's output is held and printed
// whole when the step ends, so logs never interleave. The tests that measure latency (`load`)
// run after both lanes, alone on the machine, so another suite's work cannot fail them.
// The pack check leaves its tarballs for the install test, which installs exactly what was
// checked instead of building and packing again.
// Usage: node scripts/test/run.mjs [step ...]   (no step: all of them)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const tarballs = mkdtempSync(path.join(tmpdir(), 'rolescope-tarballs-'));

/** Server tests that time their answers (a p99, a wait behind a queue): run alone, at the end. */
const latencyTests = [
  'packages/server/test/connections.test.ts',
  'packages/server/test/fairLists.test.ts',
];

/** @typedef {[name: string, command: string, env?: () => Record<string, string>]} Step */
/** @type {Step[][]} lanes that run side by side; the steps of one lane run in turn */
const lanes = [
  [
    ['static', 'node scripts/test/parallel.mjs typecheck lint knip api:check catalog:check'],
    // vitest matches --exclude against each project's own folder, hence the file's last two parts
    [
      'unit',
      `vitest run ${latencyTests.map((file) => `--exclude '**/${file.split('/').slice(-2).join('/')}'`).join(' ')}`,
    ],
  ],
  [
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
  ],
];
/** @type {Step[]} after the lanes, alone */
const last = [['load', `vitest run ${latencyTests.join(' ')}`]];

const allSteps = [...lanes.flat(), ...last];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !allSteps.some(([n]) => n === name));
if (unknown.length) {
  console.error(
    `unknown step(s): ${unknown.join(', ')}; steps: ${allSteps.map(([n]) => n).join(', ')}`,
  );
  process.exit(2);
}
const wanted = ([name]) => chosen.length === 0 || chosen.includes(name);
const chosenLanes = lanes.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
// With one lane, its steps' output streams as it comes; side by side, it is held per step.
const sideBySide = chosenLanes.length > 1;

/** @type {Map<string, number>} exit code by step */
const results = new Map();
const durations = new Map();
const bin = path.resolve('node_modules/.bin');
const started = Date.now();
const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const clock = () => minutes((Date.now() - started) / 1000);

const runStep = (name, command, env, held) =>
  new Promise((resolve) => {
    const stepStarted = Date.now();
    console.log(`\n=== ${clock()} ${name}: ${command}${held ? ' (output when it ends)' : ''}\n`);
    const child = spawn(command, {
      shell: true,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env?.(), PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - stepStarted) / 1000;
      durations.set(name, seconds);
      results.set(name, code ?? (signal ? 1 : 0));
      if (held) {
        console.log(`\n=== ${clock()} ${name}: output (${minutes(seconds)})\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`\n=== ${clock()} ${name}: ${results.get(name) === 0 ? 'ok' : 'FAILED'}`);
      resolve();
    });
  });

const runLane = async (lane) => {
  for (const [name, command, env] of lane) await runStep(name, command, env, sideBySide);
};

await Promise.all(chosenLanes.map(runLane));
for (const [name, command, env] of last.filter(wanted)) await runStep(name, command, env, false);
rmSync(tarballs, { recursive: true, force: true });

console.log('\n=== npm test: steps');
for (const [name] of allSteps) {
  if (!results.has(name)) continue;
  const code = results.get(name);
  console.log(
    `${code === 0 ? 'ok    ' : 'FAILED'} ${minutes(durations.get(name)).padStart(6)}  ${name}`,
  );
}
console.log(`total ${clock()}`);
const failed = [...results].filter(([, code]) => code !== 0).map(([name]) => name);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}

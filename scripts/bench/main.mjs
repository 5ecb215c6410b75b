#!/usr/bin/env node
// `npm run bench`: every benchmark in one command, and their figures written into
// docs/benchmarks.md (between `<!-- bench:start -->` and `<!-- bench:end -->`).
//  1. the weight: `node scripts/size.mjs --json`;
//  2. the first load in Chromium: packages/demo-app/scripts/perf.mjs --json (builds first when
//     there is no build);
//  3. the interactions in Chromium: packages/demo-app/scripts/interactions.mjs --json, when
//     present; then `insights-filter`, changing a filter of <OrganizationInsights> for 5,000
//     people (scripts/bench/insightsFilter.mjs --json, on the widget pages' static build);
//  4. the server: the list endpoint against the reference server, on PGlite and PostgreSQL,
//     and the scale runs (packages/server/scripts/bench-list.ts);
//  5. organisation insights at 1k and 100k reports (packages/server/scripts/bench-insights.ts).
// Options: --skip server,size,perf,interactions,insights-filter,insights; --steps with the same
// names runs only those (their rows then replace the same rows of the last run in
// docs/benchmarks.md, the others stay); --strict (exit 1 when a figure is over its budget); the
// others go to bench-list.ts (--only pglite|postgres, --warmup, --duration, --rounds,
// --reports, --users, --pg URL).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { interactionFigures, perfFigures, sizeFigures } from './figures.mjs';
import { beforeAndNow, mergeSection, renderSection } from './render.mjs';
import { runAttached, runJson } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const skip = new Set((argv[argv.indexOf('--skip') + 1] ?? '').split(',').filter(Boolean));
if (!argv.includes('--skip')) skip.clear();
const only = argv.includes('--steps')
  ? new Set((argv[argv.indexOf('--steps') + 1] ?? '').split(',').filter(Boolean))
  : null;
const passOn = argv.filter(
  (a, i) =>
    !['--skip', '--steps', '--strict'].includes(a) && !['--skip', '--steps'].includes(argv[i - 1]),
);
const started = new Date();
const figures = [];
const notes = [];
const steps = [];
const results = {};

const step = (name, fn) => {
  if (only && !only.has(name)) return;
  if (skip.has(name)) {
    notes.push(`${name}: skipped (--skip).`);
    return;
  }
  console.log(`\n### bench: ${name}`);
  const t = performance.now();
  fn();
  steps.push(`${name} ${((performance.now() - t) / 1000).toFixed(0)} s`);
};

step('size', () => {
  const r = runJson(process.execPath, ['scripts/size.mjs', '--json'], root);
  if (r.error) notes.push(`size: ${r.error}`);
  else {
    results.size = r.json;
    figures.push(...sizeFigures(r.json));
  }
});

const demo = path.join(root, 'packages/demo-app');
step('perf', () => {
  if (!existsSync(path.join(demo, 'dist/index.html'))) {
    console.log('no demo build: npm run build');
    if (!runAttached('npm', ['run', 'build'], root)) {
      notes.push('perf: `npm run build` failed: no first-load figures.');
      return;
    }
  }
  const r = runJson(process.execPath, ['scripts/perf.mjs', '--json'], demo);
  if (r.error) notes.push(`perf: ${r.error}`);
  else {
    results.perf = r.json;
    figures.push(...perfFigures(r.json));
  }
});

step('interactions', () => {
  const script = path.join(demo, 'scripts/interactions.mjs');
  if (!existsSync(script)) {
    notes.push(
      'interactions: packages/demo-app/scripts/interactions.mjs is not there yet: skipped.',
    );
    return;
  }
  const r = runJson(process.execPath, [script, '--json'], demo);
  if (r.error) notes.push(`interactions: ${r.error}`);
  else {
    results.interactions = r.json;
    figures.push(...interactionFigures(r.json));
  }
});

step('insights-filter', () => {
  const r = runJson(process.execPath, ['scripts/bench/insightsFilter.mjs', '--json'], root);
  if (r.error) notes.push(`insights-filter: ${r.error}`);
  else figures.push(...interactionFigures(r.json));
});

// The server runs last: they leave PostgreSQL busy for a while (autovacuum and checkpoints after
// seeding 40,000 reports, the scratch database's drop), which slowed the browser timings at a 4x
// slower CPU that followed them (opening a report 80 ms alone, 120 ms right after them).
step('server', () => {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'rolescope-bench-')), 'server.json');
  const ok = runAttached(
    process.execPath,
    [
      '--max-semi-space-size=32',
      '--conditions=@rolescope/source',
      '--import',
      'tsx',
      'packages/server/scripts/bench-list.ts',
      '--json',
      out,
      ...passOn,
    ],
    root,
  );
  if (!ok || !existsSync(out)) {
    notes.push('server: bench-list.ts failed (see its output); no server figures.');
    return;
  }
  const server = JSON.parse(readFileSync(out, 'utf8'));
  results.server = server;
  figures.push(...server.figures);
  notes.push(
    `server: list endpoint \`${server.endpoint}\`.`,
    ...server.notes.map((n) => `server: ${n}`),
  );
});

// Organisation insights: GET /v1/embed/insights at 1k and 100k reports (bench-insights.ts).
step('insights', () => {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'rolescope-bench-')), 'insights.json');
  const pgArg = passOn.indexOf('--pg');
  runAttached(
    process.execPath,
    [
      '--conditions=@rolescope/source',
      '--import',
      'tsx',
      'packages/server/scripts/bench-insights.ts',
      '--json',
      out,
      ...(pgArg >= 0 ? ['--pg', passOn[pgArg + 1]] : []),
    ],
    root,
  );
  if (!existsSync(out)) {
    notes.push('insights: bench-insights.ts failed (see its output); no insights figures.');
    return;
  }
  const insights = JSON.parse(readFileSync(out, 'utf8'));
  figures.push(...insights.figures);
  notes.push(...insights.notes.map((n) => `insights: ${n}`));
});

const minutes = (Date.now() - started.getTime()) / 60_000;
const cpu = os.cpus();
const command = `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
const date = `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const fullSection = () =>
  renderSection({
    machine: `${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average at the end ${load}`,
    date: `${date}, ${minutes.toFixed(1)} min (${steps.join(', ')})`,
    command,
    figures,
    comparison: beforeAndNow(results),
    notes,
  });

const docs = path.join(root, 'docs/benchmarks.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const text = readFileSync(docs, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
const section =
  only && from >= 0 && to > from
    ? mergeSection(
        text.slice(from + START.length, to).trim(),
        figures,
        beforeAndNow(results),
        `${[...only].join(', ')}: measured again`,
        `${[...only].join(', ')}: measured again on ${date} (\`${command}\`, ${minutes.toFixed(1)} min, load average at the end ${load}); the other rows are the run above's.${notes.length ? ` ${notes.join(' ')}` : ''}`,
      )
    : fullSection();
const block = `${START}\n${section}\n${END}`;
const next =
  from >= 0 && to > from
    ? text.slice(0, from) + block + text.slice(to + END.length)
    : text.replace('\n## ', `\n## \`npm run bench\` (generated)\n\n${block}\n\n## `);
writeFileSync(docs, next);

const over = figures.filter((f) => f.ok === false);
console.log(`\n${section}`);
console.log(
  `\n${figures.filter((f) => f.ok).length} within budget, ${over.length} over; written to docs/benchmarks.md in ${minutes.toFixed(1)} min`,
);
if (argv.includes('--strict') && over.length) process.exit(1);

#!/usr/bin/env node
// Performance figures of the built demo app, measured in Chromium against the real server:
//  - the JavaScript of the first load of /login and of the signed-in wizard
//    (/competency-evaluation): bytes on the wire (the encoded bodies Chromium received, with the
//    Accept-Encoding it sends, compressed as the server serves them: prebuilt brotli or gzip)
//    and uncompressed; budget 150 KB on the wire for each page,
//  - LCP, CLS and total blocking time for both pages,
//  - Lighthouse's performance score of /login (mobile profile; at least 0.95), `--no-lighthouse`
//    skips it.
// Usage (after `npm run build`): node packages/demo-app/scripts/perf.mjs [--json] [--dist DIR]
// --dist serves another build (a copy of an earlier dist, to compare two builds in turn).
// --json prints one JSON object on stdout (logs go to stderr); the exit code is 1 past a budget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright/chromium.mjs';
import { startDemoServer } from './demoServer.mjs';
import { lighthouseScore } from './lighthouse.mjs';

const BUDGET_KB = 150;
/** Lighthouse's performance score of /login, at least. */
const LIGHTHOUSE_MIN = 0.95;
const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const root = path.resolve(appDir, '../..');
const distFlag = process.argv.indexOf('--dist');
const dist = distFlag > 0 ? path.resolve(process.argv[distFlag + 1]) : path.join(appDir, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build found in ${dist}: run \`npx vite build\` in packages/demo-app first.`);
  process.exit(1);
}

const { base, stop } = await startDemoServer({ root, dist, name: 'perf' });

// Web vitals from PerformanceObserver, collected from the start of the document.
const observe = () => {
  const v = { lcp: 0, cls: 0, tbt: 0, longTasks: 0 };
  window.__vitals = v;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.lcp = e.renderTime || e.loadTime || e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) v.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.longTasks += 1;
      v.tbt += Math.max(0, e.duration - 50);
    }
  }).observe({ type: 'longtask', buffered: true });
};

const browser = await chromium.launch(chromiumLaunchOptions);

const measure = async (pathName, session) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(observe);
  if (session) {
    await page.addInitScript(([token, user]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
  }
  // Each script as transferred: the encoded body's size (what crossed the wire, without
  // headers) beside the decoded size, and the Content-Encoding the server chose.
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        return [
          new URL(request.url()).pathname,
          {
            wire: sizes.responseBodySize,
            raw: body.byteLength,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          },
        ];
      })().catch(() => undefined),
    );
  });
  await page.goto(base + pathName, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => window.__vitals);
  const scripts = Object.fromEntries((await Promise.all(pending)).filter(Boolean));
  await context.close();
  const sum = (key) => Object.values(scripts).reduce((a, s) => a + s[key], 0);
  return {
    path: pathName,
    scripts,
    jsWireKb: sum('wire') / 1024,
    jsRawKb: sum('raw') / 1024,
    budgetKb: BUDGET_KB,
    ok: sum('wire') / 1024 <= BUDGET_KB,
    ...vitals,
  };
};

const login = await (
  await fetch(`${base}/api/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@rolescope.app', password: 'Demo@12345' }),
  })
).json();

const results = [
  await measure('/login'),
  await measure('/competency-evaluation', [login.data.token, login.data.user]),
];
await browser.close();
const lighthouseRun = process.argv.includes('--no-lighthouse')
  ? undefined
  : await lighthouseScore(`${base}/login`);
const lighthouseResult = lighthouseRun && {
  ...lighthouseRun,
  min: LIGHTHOUSE_MIN,
  ok: lighthouseRun.score >= LIGHTHOUSE_MIN,
};
stop();

const ok = results.every((r) => r.ok) && (lighthouseResult?.ok ?? true);
const log = process.argv.includes('--json') ? console.error : console.log;
for (const r of results) {
  log(
    `${r.path.padEnd(24)} JS ${r.jsWireKb.toFixed(1)} KB on the wire, ${r.jsRawKb.toFixed(1)} KB uncompressed (${Object.keys(r.scripts).length} files), budget ${BUDGET_KB} KB on the wire: ${r.ok ? 'ok' : 'OVER'} | LCP ${r.lcp.toFixed(0)} ms | CLS ${r.cls.toFixed(3)} | TBT ${r.tbt.toFixed(0)} ms (${r.longTasks} long tasks)`,
  );
}
if (lighthouseResult) {
  const l = lighthouseResult;
  log(
    `Lighthouse /login: performance ${l.score} (at least ${l.min}: ${l.ok ? 'ok' : 'UNDER'}) | FCP ${l.fcpMs.toFixed(0)} ms | LCP ${l.lcpMs.toFixed(0)} ms | TBT ${l.tbtMs.toFixed(0)} ms | CLS ${l.cls.toFixed(3)} | SI ${l.speedIndexMs.toFixed(0)} ms`,
  );
}
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      { budgetKb: BUDGET_KB, ok, pages: results, lighthouse: lighthouseResult },
      null,
      2,
    ),
  );
}
process.exit(ok ? 0 : 1);

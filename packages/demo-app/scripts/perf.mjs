#!/usr/bin/env node
// Performance figures of the built demo app, measured in Chromium against the real server:
//  - the JavaScript shipped on the first load of /login (sum of min+gzip sizes; budget 150 KB),
//  - LCP, CLS and total blocking time for /login and /competency-evaluation (signed in).
// Usage (after `npm run build -w @rolescope/demo-app`): node packages/demo-app/scripts/perf.mjs [--json]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright/chromium.mjs';

const BUDGET_KB = 150;
const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const root = path.resolve(appDir, '../..');
const dist = path.join(appDir, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No build found: run `npx vite build` in packages/demo-app first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const builtMain = path.join(root, 'packages/server/dist/node/main.js');
const [cmd, args] = existsSync(builtMain)
  ? [process.execPath, [builtMain]]
  : [
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'packages/server/src/node/main.ts')],
    ];
const server = spawn(cmd, args, {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: 'memory://',
    MAIL_TRANSPORT: `file://${mkdtempSync(path.join(tmpdir(), 'rolescope-perf-mail-'))}`,
    SEED_DEMO: '1',
    STATIC_DIR: dist,
    APP_URL: base,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 100) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

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
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(new URL(response.url()).pathname, {
        raw: body.byteLength,
        gzip: gzipSync(body, { level: 9 }).byteLength,
      });
    } catch {}
  });
  await page.goto(base + pathName, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  // Any input ends LCP; a click on the page's background settles the figures.
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  const gzip = [...scripts.values()].reduce((a, s) => a + s.gzip, 0);
  const raw = [...scripts.values()].reduce((a, s) => a + s.raw, 0);
  return {
    path: pathName,
    scripts: Object.fromEntries(scripts),
    jsMinKb: raw / 1024,
    jsGzipKb: gzip / 1024,
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
stop();

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    console.log(
      `${r.path.padEnd(24)} JS ${r.jsMinKb.toFixed(1)} KB min, ${r.jsGzipKb.toFixed(1)} KB min+gzip (${Object.keys(r.scripts).length} files) | LCP ${r.lcp.toFixed(0)} ms | CLS ${r.cls.toFixed(3)} | TBT ${r.tbt.toFixed(0)} ms (${r.longTasks} long tasks)`,
    );
  }
}
const first = results[0];
const ok = first.jsGzipKb <= BUDGET_KB;
console.log(
  `First load of /login: ${first.jsGzipKb.toFixed(1)} KB of JavaScript (min+gzip), budget ${BUDGET_KB} KB: ${ok ? 'OK' : 'OVER BUDGET'}`,
);
process.exit(ok ? 0 : 1);

#!/usr/bin/env node
// Interaction latency of the built demo app in Chromium at a 4x slower CPU
// (docs/benchmarks.md, "Interactions"): interaction-to-next-paint per interaction from the Event Timing API for
// typing in the wizard, opening a select, choosing a level and opening a report, and the time
// from the click on View to the painted report dialog (12 competencies).
// Usage (after `npm run build`): node packages/demo-app/scripts/interactions.mjs [--json] [--runs N]
//   [--dist DIR] [--only report]
// --json prints one JSON object on stdout; the logs go to stderr. --dist serves another build of
// the demo app (e.g. a copy of an earlier build's dist, to compare two builds interleaved);
// --only report measures opening a report (and the painted dialog) alone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  benchmarkOutput,
  CPU_SLOWDOWN,
  figureOf,
  openInpPage,
} from '../../../scripts/bench/inp.mjs';
import { chromiumLaunchOptions } from '../../../scripts/playwright/chromium.mjs';
import { startDemoServer } from './demoServer.mjs';

const DIALOG_BUDGET_MS = 200;
const argv = process.argv.slice(2);
const json = argv.includes('--json');
const runsArg = argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(argv[runsArg + 1]) : 10;
const distArg = argv.indexOf('--dist');
const onlyArg = argv.indexOf('--only');
const only = onlyArg >= 0 ? argv[onlyArg + 1] : null;
if (only !== null && only !== 'report') {
  console.error(`--only: 'report' is the one choice (got ${only})`);
  process.exit(2);
}
const log = (...args) => console.error(...args);

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const root = path.resolve(appDir, '../..');
const dist = distArg >= 0 ? path.resolve(argv[distArg + 1]) : path.join(appDir, 'dist');
const builtMain = path.join(root, 'packages/server/dist/node/main.js');
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(builtMain)) {
  console.error('No build found: run `npm run build` first (the server and the demo app).');
  process.exit(1);
}

const { base, stop } = await startDemoServer({ root, dist, name: 'inp' });

// --- Set-up through the API: the demo account and a submitted report of 12 competencies. ---
const api = async (method, pathName, token, body) => {
  const response = await fetch(`${base}/api${pathName}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok) {
    throw new Error(`${method} ${pathName}: ${response.status} ${data.message ?? ''}`);
  }
  return data;
};
const EMAIL = 'demo@rolescope.app';
const login = await api('POST', '/v1/survey/login', null, { email: EMAIL, password: 'Demo@12345' });
const { token, user } = login.data;
const reports = await api('GET', `/v1/user/fetchUserReports/${encodeURIComponent(EMAIL)}`, token);
const model = reports.data.find(
  (r) => r.status === 'completed' && r.reportType !== 'career' && r.userFilledDetails?.rolesImpact,
);
if (!model) throw new Error('the demo account has no completed report to copy');
const industryCategory = model.userFilledDetails.details.industryCategory;
const families = (await api('GET', `/v1/admin/${industryCategory}/getJobFamilyProcess`, token))
  .data;
const functions = (
  await api('POST', '/v1/admin/getFunctions', token, {
    industryCategory,
    jobFamilyProcessOptions: families.map((f) => f._id),
  })
).data
  .map((f) => f._id)
  .slice(0, 20);
const competencies = (
  await api('POST', '/v1/common/getFunctionalCompetencies', token, {
    industryCategory,
    functions,
    careerCategory: 'medium',
  })
).data;
const competencyIds = [...new Set(competencies.map((c) => c._id ?? c.value ?? c.id))].slice(0, 12);
if (competencyIds.length < 12) throw new Error('fewer than 12 competencies in the catalog');
const items = (
  await api('POST', '/v1/user/calculateCompetencyLevel', token, {
    industryCategory,
    functions,
    competencyName: competencyIds,
    level: 'expert',
  })
).data;
const selectedLevels = Object.fromEntries(
  items.map((it) => [String(it.step), Math.max(1, it.recommendedLevel)]),
);
const details = { ...model.userFilledDetails.details, competency: competencyIds };
details.currentFunction = functions.slice(0, 6);
await api('POST', '/v1/survey/send-report-to-admin', token, {
  email: EMAIL,
  reportType: 'competency',
  draftId: '',
  userFilledDetails: { ...model.userFilledDetails, details },
  selectedLevels,
  report: items,
});
log(`set-up: a report of ${items.length} competencies submitted for ${EMAIL}`);

// --- The browser. ---
const browser = await chromium.launch(chromiumLaunchOptions);
const { page, throttle, settle, inpOf } = await openInpPage(browser, {
  prepare: (context) =>
    context.addInitScript(
      ([t, u]) => {
        localStorage.setItem('token', JSON.stringify(t));
        localStorage.setItem('user', JSON.stringify(u));
      },
      [token, user],
    ),
});

/**
 * Watches for the report dialog (its heading and its footer's "Version 1.0"): resolves with the
 * ms from the next click's pointerdown to the first paint after the dialog shows.
 */
const paintedAfterClick = () =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        let clickedAt = null;
        setTimeout(() => reject(new Error('the report dialog did not show within 20 s')), 20_000);
        window.addEventListener(
          'pointerdown',
          (event) => {
            clickedAt = event.timeStamp;
          },
          { capture: true, once: true },
        );
        const done = () => {
          const dialog = document.querySelector('[role="dialog"]');
          return (
            clickedAt !== null &&
            dialog?.querySelector('h2') &&
            dialog.textContent?.includes('Version 1.0')
          );
        };
        const check = () => {
          if (!done()) return false;
          observer.disconnect();
          // rAF runs before the frame's paint; a task queued from it runs after that paint.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
          return true;
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        window.__rsArmed = true;
      }),
  );

const results = {};
const record = (name, value) => {
  const list = results[name] ?? [];
  list.push(value);
  results[name] = list;
};

if (only === null) {
  // 1. Typing in the wizard: one key at a time in step 1's Company field.
  await page.goto(`${base}/competency-evaluation`, { waitUntil: 'networkidle' });
  const company = page.getByRole('textbox', { name: 'Company', exact: true });
  await company.waitFor();
  await throttle(CPU_SLOWDOWN);
  await company.click();
  for (let i = 0; i < RUNS; i++) {
    record(
      'typing in the wizard',
      await inpOf(() => page.keyboard.press('abcdefghijklmnop'[i % 16])),
    );
  }

  // 2. Opening a select: the wizard's dropdowns (a click on the combobox, the listbox shown).
  const selects = ['Industry Category', 'Experience'];
  for (let i = 0; i < RUNS; i++) {
    const combo = page.getByRole('combobox', { name: selects[i % selects.length], exact: true });
    record(
      'opening a select',
      await inpOf(async () => {
        await combo.click();
        await page.getByRole('listbox').first().waitFor();
      }),
    );
    await page.keyboard.press('Escape');
    await settle();
  }
  await throttle(1);

  // 3. Choosing a level in the level picker (12 competencies, opened with the wizard's state).
  await page.goto(`${base}/help`, { waitUntil: 'networkidle' });
  await page.evaluate(
    ([to, usr]) => window.history.replaceState({ usr, key: 'bench', idx: 0 }, '', to),
    [
      '/competency-evaluation',
      {
        reportType: 'competency',
        startStep: 5,
        personalInfo: details,
        organizationDetails: model.userFilledDetails.organizationDetails,
        responsibilities: model.userFilledDetails.roleAndResponsibilities,
        effectiveness: model.userFilledDetails.roleEffectiveness,
        impact: model.userFilledDetails.rolesImpact,
        startLevelSelection: true,
        selectedLevels: {},
        competencyData: items,
      },
    ],
  );
  await page.reload({ waitUntil: 'networkidle' });
  const radios = page.locator('[role="radio"]:not([aria-disabled="true"])');
  await radios.first().waitFor();
  await throttle(CPU_SLOWDOWN);
  for (let i = 0; i < RUNS; i++) {
    const count = await radios.count();
    record('choosing a level', await inpOf(() => radios.nth(i % count).click()));
  }
  await throttle(1);
}

// 4. Opening a report: View in the history (the newest report: 12 competencies).
await page.goto(`${base}/reports-history`, { waitUntil: 'networkidle' });
const view = page.getByRole('button', { name: /View Report/ }).first();
await view.waitFor();
await throttle(CPU_SLOWDOWN);
for (let i = 0; i < RUNS; i++) {
  const painted = paintedAfterClick();
  await page.waitForFunction(() => window.__rsArmed === true);
  await page.evaluate(() => {
    window.__rsArmed = false;
  });
  record('opening a report', await inpOf(() => view.click()));
  record('report dialog painted', await painted);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await settle();
}
await throttle(1);
await browser.close();
stop();

// --- Figures. ---
const dialog = 'report dialog painted';
const figures = Object.entries(results).map(([name, values]) =>
  name === dialog
    ? figureOf({ name, metric: 'click to painted dialog', values, budgetMs: DIALOG_BUDGET_MS })
    : figureOf({ name, values }),
);
const output = benchmarkOutput('interactions', RUNS, figures);
const { ok } = output;
if (json) {
  console.log(JSON.stringify(output));
} else {
  console.log(`Interactions in Chromium at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs each:`);
  console.log(
    `${'interaction'.padEnd(24)}${'metric'.padEnd(26)}${'median'.padStart(8)}${'p95'.padStart(8)}${'budget'.padStart(10)}`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(24)}${f.metric.padEnd(26)}${`${f.medianMs} ms`.padStart(8)}${`${f.p95Ms} ms`.padStart(8)}${`<= ${f.budgetMs}`.padStart(10)}  ${f.ok ? 'OK' : 'OVER BUDGET'}`,
    );
  }
}
process.exit(ok ? 0 : 1);

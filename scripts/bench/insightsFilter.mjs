#!/usr/bin/env node
// Changing a filter of <OrganizationInsights> for an organisation of 5,000 people (the
// FiveThousandPeople story's `largeInsights(5000, 6)`), in Chromium at a 4x slower CPU:
// interaction-to-next-paint from the Event Timing API, as packages/demo-app/scripts/
// interactions.mjs measures the demo's interactions. One change: a click on the Team select,
// then a click on a team (each run another team); its INP is the longer of the two.
// The page is the widget pages' static build (packages/widgets/e2e/widget-pages).
// Usage: node scripts/bench/insightsFilter.mjs [--json] [--runs N] [--no-build] [--verbose]
// --json prints one JSON object on stdout (the shape of interactions.mjs's); logs go to stderr;
// --verbose logs each run's events (duration = input delay + processing + until the paint).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright/chromium.mjs';
import { buildWidgetPages, serveWidgetPages } from '../widget-pages/pages.mjs';
import { benchmarkOutput, CPU_SLOWDOWN, figureOf, INP_BUDGET_MS, openInpPage } from './inp.mjs';

const TEAMS = 6;
const argv = process.argv.slice(2);
const json = argv.includes('--json');
const verbose = argv.includes('--verbose');
const runsArg = argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(argv[runsArg + 1]) : 10;
const log = (...args) => console.error(...args);

if (!argv.includes('--no-build')) await buildWidgetPages({ log });
const { base, stop } = await serveWidgetPages();

const browser = await chromium.launch(chromiumLaunchOptions);
const { page, throttle, settle, inpOf } = await openInpPage(browser, {
  log: verbose ? log : undefined,
});

const values = [];
try {
  await page.goto(`${base}/?widget=insights&data=large`);
  const heatmap = page.getByRole('table', {
    name: 'Competencies at or above the recommended level',
  });
  await heatmap.waitFor({ timeout: 60_000 });
  const rows = await heatmap.getByRole('row').count();
  log(`set-up: the heatmap of 5,000 people shows (${rows} rows)`);
  const team = page.getByRole('combobox', { name: 'Team', exact: true });
  await throttle(CPU_SLOWDOWN);
  for (let i = 0; i < RUNS; i++) {
    const name = `Team ${(i % TEAMS) + 1}`;
    values.push(
      await inpOf(async () => {
        await team.click();
        await page.getByRole('option', { name, exact: true }).click();
        await page.getByRole('listbox').waitFor({ state: 'hidden' });
      }),
    );
    // The view of the new filter (its answer and render) is not part of the interaction.
    await page.waitForTimeout(500);
    await settle();
    if ((await team.textContent())?.trim() !== name) throw new Error(`${name} was not chosen`);
  }
  await throttle(1);
} finally {
  await browser.close();
  stop();
}

const figure = figureOf({
  name: 'changing a filter of OrganizationInsights (5,000 people)',
  values,
});
const output = benchmarkOutput('insights-filter', RUNS, [figure]);
if (json) console.log(JSON.stringify(output));
else {
  console.log(
    `${figure.name}: INP at ${CPU_SLOWDOWN}x CPU slowdown, median ${figure.medianMs} ms, p95 ${figure.p95Ms} ms (${figure.runs} runs: ${figure.valuesMs.join(', ')} ms), budget ${INP_BUDGET_MS} ms: ${figure.ok ? 'OK' : 'OVER BUDGET'}`,
  );
}
process.exit(figure.ok ? 0 : 1);

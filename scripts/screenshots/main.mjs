#!/usr/bin/env node
// `npm run screenshots`: the HR widgets (OrganizationInsights, TeamReports, ManagerReview) at
// 1280 and 375 px wide, light and dark: 12 PNGs in packages/widgets/docs/screenshots/, linked
// from packages/widgets/README.md. Chromium (/usr/bin/chromium) on the widget pages' static
// build (packages/widgets/e2e/widget-pages), with the stories' data: an organisation of
// several teams, a manager's team, a submitted report to review.
// Options: --no-build (reuse the last build), --only insights|team|review (comma-separated).
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright/chromium.mjs';
import { buildWidgetPages, serveWidgetPages } from '../widget-pages/pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'packages/widgets/docs/screenshots');
const MAX_BYTES = 200 * 1024;
const argv = process.argv.slice(2);
const onlyArg = argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(argv[onlyArg + 1].split(',')) : null;

/** Each widget: its page's query and what shows it has its data (found by role and name). */
const widgets = [
  {
    key: 'insights',
    file: 'organization-insights',
    query: 'widget=insights&data=several',
    ready: (page) =>
      page.getByRole('table', { name: 'Competencies at or above the recommended level' }),
  },
  {
    key: 'team',
    file: 'team-reports',
    query: 'widget=team',
    ready: (page) => page.getByRole('cell', { name: 'Ana' }),
  },
  {
    key: 'review',
    file: 'manager-review',
    query: 'widget=review',
    ready: (page) => page.getByRole('radiogroup', { name: 'Your rating of API Design' }),
  },
].filter((w) => !only || only.has(w.key));
const widths = [1280, 375];
const themes = ['light', 'dark'];

if (!argv.includes('--no-build')) await buildWidgetPages();
const { base, stop } = await serveWidgetPages();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const written = [];
try {
  for (const widget of widgets) {
    for (const width of widths) {
      for (const theme of themes) {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          deviceScaleFactor: 1,
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${base}/?${widget.query}&theme=${theme}`);
        await widget.ready(page).first().waitFor({ timeout: 60_000 });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        if (errors.length) throw new Error(`${widget.file}: ${errors.join('; ')}`);
        // The viewport as tall as the widget (measured in a short one, so the page's
        // min-height adds no empty band): a sticky bar (the review's footer) then sits where a
        // reader who scrolled to the end sees it, not over the middle of a full-page capture.
        await page.setViewportSize({ width, height: 200 });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(200);
        const file = path.join(outDir, `${widget.file}-${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        const bytes = statSync(file).size;
        written.push({ file: path.relative(root, file), bytes });
        console.log(`${path.relative(root, file)}: ${(bytes / 1024).toFixed(0)} KB`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  stop();
}
const heavy = written.filter((w) => w.bytes > MAX_BYTES);
if (heavy.length) {
  console.error(`over ${MAX_BYTES / 1024} KB: ${heavy.map((w) => w.file).join(', ')}`);
  process.exit(1);
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const port = Number(process.env.RS_PRINT_PORT ?? 5179);
const hostSafetyPort = Number(process.env.RS_HOST_SAFETY_PORT ?? 5182);

/**
 * The widgets' browser checks, each on a tiny Vite page with Debian's Chromium: the ReportDialog
 * print check (A4 PDF), the host-safety check (hostile host CSS, opaque surfaces) and the
 * tooltip and user menu as a pointer and a keyboard use them (on the host-safety page).
 */
export default defineConfig({
  testDir: here,
  projects: [
    { name: 'print', testMatch: 'reportPrint.spec.ts' },
    {
      name: 'host-safety',
      testMatch: 'hostSafety.spec.ts',
      use: { baseURL: `http://127.0.0.1:${hostSafetyPort}` },
    },
    {
      name: 'host-chart',
      testMatch: 'hostChart.spec.ts',
      use: { baseURL: `http://127.0.0.1:${hostSafetyPort}` },
    },
    {
      name: 'popovers',
      testMatch: 'popovers.spec.ts',
      use: { baseURL: `http://127.0.0.1:${hostSafetyPort}` },
    },
  ],
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(repoRoot, 'node_modules/.cache/rolescope-widgets-print'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: `npx vite --config ${path.join(here, 'vite.config.ts')} --port ${port}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --config ${path.join(here, 'host-safety/vite.config.ts')} --port ${hostSafetyPort}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${hostSafetyPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const port = Number(process.env.RS_ELEMENTS_PORT ?? 5186);
const apiPort = Number(process.env.RS_ELEMENTS_API_PORT ?? 5196);
// The throw-away server's administrator: the test portal's backend creates its organisation
// and API key with it, as an administrator would in the admin screens.
const admin = { ADMIN_EMAIL: 'admin@elements.test', ADMIN_PASSWORD: 'Admin@12345' };

/**
 * The custom elements in Chromium: the built dist/rolescope-elements.js on a page served with
 * a strict CSP, against the Rolescope server (memory database, demo user) proxied at /api.
 */
export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(repoRoot, 'node_modules/.cache/rolescope-elements-e2e'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: 'npx tsx packages/server/src/node/main.ts',
      cwd: repoRoot,
      env: {
        PORT: String(apiPort),
        DATABASE_URL: 'memory://',
        SEED_DEMO: '1',
        ...admin,
        MAIL_TRANSPORT: 'console',
        NODE_OPTIONS: '--conditions=@rolescope/source',
      },
      url: `http://127.0.0.1:${apiPort}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node packages/elements/scripts/build.mjs && node packages/elements/e2e/server.mjs',
      cwd: repoRoot,
      env: { PORT: String(port), API_PORT: String(apiPort), ...admin },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/playwright/chromium.mjs';
import { ADMIN, ROLESCOPE_PORT, repoRoot, rolescopeUrl } from './support/processes';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The example HR portal in Chromium: Rolescope in memory (below), the React host built once
 * (globalSetup), the portal backend started by the spec with a key it provisions.
 */
export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  // One portal backend and one organisation for the whole file.
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(repoRoot, 'node_modules/.cache/rolescope-examples-e2e'),
  globalSetup: path.join(here, 'support/globalSetup.ts'),
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node --conditions=@rolescope/source --import tsx packages/server/src/node/main.ts',
    cwd: repoRoot,
    url: `${rolescopeUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(ROLESCOPE_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      MAIL_TRANSPORT: 'console',
    },
  },
});

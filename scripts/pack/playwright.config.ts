import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright/chromium.mjs';
import { variants } from './variants';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The install test: the packed tarballs in fresh host projects (React 19 and React 18.3), built
 * with Vite and driven in Debian's Chromium. `npx playwright test -c scripts/pack/playwright.config.ts`
 */
export default defineConfig({
  testDir: here,
  testMatch: 'install.spec.ts',
  globalSetup: path.join(here, 'install.setup.ts'),
  workers: 1,
  retries: 0,
  timeout: 60_000,
  globalTimeout: 6 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(here, '../../node_modules/.cache/rolescope-pack-install'),
  projects: variants.map((v) => ({ name: v.name, metadata: { react: v.major } })),
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
});

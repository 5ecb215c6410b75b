import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright/chromium.mjs';
import { variants } from './variants';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The install test: the packed tarballs in fresh host projects (React 19 and React 18.3, built
 * with Vite; a Next.js App Router host, project `next`; a plain HTML page with the custom
 * elements, project `html`) driven in Debian's Chromium.
 * `npx playwright test -c scripts/pack/playwright.config.ts`; the Next.js host alone:
 * `ROLESCOPE_INSTALL_HOSTS=next npx playwright test -c scripts/pack/playwright.config.ts --project next`
 */
export default defineConfig({
  testDir: here,
  globalSetup: path.join(here, 'install.setup.ts'),
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Packing, three installs, two Vite builds and a `next build` on a shared 2-core machine (18.7
  // minutes in all under a heavy load, 11.5 of them packing).
  globalTimeout: 25 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(here, '../../node_modules/.cache/rolescope-pack-install'),
  projects: [
    ...variants.map((v) => ({
      name: v.name,
      testMatch: 'install.spec.ts',
      metadata: { react: v.major },
    })),
    { name: 'next', testMatch: 'next.spec.ts' },
    { name: 'html', testMatch: 'html.spec.ts' },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
});

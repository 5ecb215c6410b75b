import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

const mswBrowserShim = fileURLToPath(new URL('./src/test/mswBrowserShim.ts', import.meta.url));

export default defineProject({
  ...sourceResolve,
  plugins: [vanillaExtractPlugin()],
  resolve: {
    ...sourceResolve.resolve,
    // Stories run in jsdom: msw-storybook-addon's `msw/browser` becomes a shim over `msw/node`.
    alias: { 'msw/browser': mswBrowserShim },
  },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    // Worker threads start faster than forked processes: the widgets suite (about 95 jsdom
    // files) measured 372 s instead of 463 s on this 2-core machine.
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: ['msw-storybook-addon'] } },
    // jsdom renders of whole flows take seconds on CI's two busy cores (15 s timed out there).
    testTimeout: 30_000,
    restoreMocks: true,
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

// The pages render the widgets from source: their vanilla-extract styles compile as in Vite.
export default defineProject({
  ...sourceResolve,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'demo-app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testSetup.ts'],
    testTimeout: 15_000,
  },
});

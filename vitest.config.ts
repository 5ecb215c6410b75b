import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'scripts/pack/vitest.config.ts',
      'scripts/api-report/vitest.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

/** The API report's own tests (node): `npx vitest run -c scripts/api-report/vitest.config.ts`. */
export default defineConfig({
  test: {
    name: 'api-report',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
  },
});

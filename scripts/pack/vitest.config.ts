import { defineConfig } from 'vitest/config';

/** The pack checks' own tests (node, no DOM): `npx vitest run -c scripts/pack/vitest.config.ts`. */
export default defineConfig({
  test: {
    name: 'pack',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});

import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests that run whole journeys on PGlite take seconds, and CI runs two workers on two
    // cores: a PGlite file opening its database beside another measured up to 20 s there.
    testTimeout: 30_000,
  },
});

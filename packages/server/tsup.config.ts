import { defineConfig } from 'tsup';

/**
 * dist/ for publishing and `npm start`: the library (index), the msw mock and the Node
 * entry, as ESM for Node 20. @rolescope/core is bundled from source; every dependency of
 * this package stays external.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mock/index': 'src/mock/index.ts',
    'node/main': 'src/node/main.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  noExternal: ['@rolescope/core'],
  // msw is the mock's host's (a peer): never bundled
  external: ['msw', /^msw\//],
  esbuildOptions(options) {
    options.conditions = ['@rolescope/source', ...(options.conditions ?? [])];
  },
});

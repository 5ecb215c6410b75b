import { defineConfig } from 'tsup';

// Published as ESM only (Node >= 20.19 can also require() it). The source maps point at ../src,
// which the package ships (package.json "files"), so they resolve in a host's debugger.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'options/index': 'src/options/index.ts',
    'scoring/index': 'src/scoring/index.ts',
    'testing/index': 'src/testing/index.ts',
    'validation/index': 'src/validation/index.ts',
    'webhooks/index': 'src/webhooks/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});

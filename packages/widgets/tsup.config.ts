import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'pages/index': 'src/pages/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  // Also strips the plugin's long namespace comments from dist/index.css.
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
  esbuildOptions(options) {
    options.conditions = ['@rolescope/source', ...(options.conditions ?? [])];
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});

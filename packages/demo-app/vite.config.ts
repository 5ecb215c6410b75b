import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.mjs';

/** The API server of `npm run dev` (the reference server on its default port). */
const apiTarget = process.env.ROLESCOPE_API ?? 'http://127.0.0.1:3000';

/** Brotli and gzip copies of the built JS and CSS, which the server sends by Accept-Encoding. */
const precompressBuild = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'rolescope-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      precompress(outDir);
    },
  };
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), precompressBuild()],
  // Workspace packages resolve to their src, so the app builds without building them first.
  resolve: { conditions: ['@rolescope/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { proxy: { '/api': { target: apiTarget } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Browsers without <link rel="modulepreload"> (Firefox < 115, Safari < 17) fetch each chunk
    // when it is imported instead: no polyfill in the first chunk (-0.2 KB brotli per page).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry loads statically in one chunk, the entry's. Left alone,
          // Rolldown splits the ones that lazy routes share (React, the strings, zod) into
          // chunks of their own that compress worse apart: /login loaded 4 files for 126.3 KB
          // on the wire (brotli), 1 file for 123.8 KB with this group; the same 2.5 KB less on
          // every page.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});

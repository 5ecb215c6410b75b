import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The widget pages: the HR widgets on a page of their own, built once (`vite build`) and served
 * as static files for the screenshots and the INP bench (scripts/widget-pages/).
 */
export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@rolescope/source', ...defaultClientConditions] },
  build: { emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  cacheDir: path.join(here, '../../../../node_modules/.cache/rolescope-widget-pages-vite'),
});

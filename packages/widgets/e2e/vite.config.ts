import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A one-page app showing the ReportDialog of a full report, for the print check. */
export default defineConfig({
  root: path.join(here, 'print-page'),
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@rolescope/source', ...defaultClientConditions] },
  server: { strictPort: true, host: '127.0.0.1' },
  cacheDir: path.join(here, '../../../node_modules/.cache/rolescope-widgets-print-vite'),
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The host-safety page: the widgets under a hostile host stylesheet, and a control page. */
export default defineConfig({
  root: here,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@rolescope/source', ...defaultClientConditions] },
  server: { strictPort: true, host: '127.0.0.1' },
  cacheDir: path.join(here, '../../../../node_modules/.cache/rolescope-widgets-host-safety-vite'),
});

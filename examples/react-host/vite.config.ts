import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The portal backend (examples/hr-portal/server.ts) that `npm run dev` forwards to. */
const portal = process.env.PORTAL_URL ?? 'http://127.0.0.1:5188';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Served by the portal backend under /react/.
  base: '/react/',
  // Its own dependency cache, apart from the demo app's.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite-examples-react-host', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  // In this repository @rolescope/widgets resolves to its source (no build needed first); a
  // portal that installed the package from npm drops this line and imports its dist.
  resolve: { conditions: ['@rolescope/source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5189,
    proxy: { '/portal': portal, '/api': portal },
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 800 },
});

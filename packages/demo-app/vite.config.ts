import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The API server of `npm run dev` (the reference server on its default port). */
const apiTarget = process.env.ROLESCOPE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
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
  },
});

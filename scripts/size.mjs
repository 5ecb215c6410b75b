#!/usr/bin/env node
// Measures the min+gzip size of each published entry with esbuild and checks it against its budget.
// Usage: node scripts/size.mjs [--json]
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const budgets = [
  {
    name: '@rolescope/core (main entry, zod included)',
    entry: 'packages/core/src/index.ts',
    external: [],
    limitKb: 24,
  },
  {
    // react and react-dom are the host's; @tanstack/react-query is bundled (the provider's peer,
    // which a host may not have yet); the vanilla-extract CSS is a separate file, not counted.
    name: 'AuthPanel + RolescopeProvider + createApiClient (react-query bundled, react external, CSS excluded)',
    entry: 'scripts/size-entries/auth-panel.tsx',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    plugins: () => [vanillaExtractPlugin({ identifiers: 'short' })],
    limitKb: 88,
  },
];

const measure = async ({ entry, external, plugins }) => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: 'out',
    treeShaking: true,
    conditions: ['@rolescope/source'],
    external,
    plugins: plugins ? plugins() : [],
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const min = js.contents.byteLength;
  const gz = gzipSync(js.contents, { level: 9 }).byteLength;
  return { min, gz };
};

let failed = false;
const rows = [];
for (const budget of budgets) {
  const { min, gz } = await measure(budget);
  const ok = gz <= budget.limitKb * 1024;
  failed ||= !ok;
  rows.push({ ...budget, min, gz, ok });
}
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  for (const r of rows) {
    console.log(
      `${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${(r.min / 1024).toFixed(1)} KB min, ${(r.gz / 1024).toFixed(1)} KB min+gzip (budget ${r.limitKb} KB)`,
    );
  }
}
process.exit(failed ? 1 : 0);

// The main entry against the per-widget entries: the same page (AuthPanel in RolescopeProvider)
// importing from `@rolescope/widgets` and from `/auth-panel` + `/provider`, bundled with Vite
// (Rollup) as most hosts bundle it, split, the first load counted (min+gzip). The main entry
// may cost at most 10 % more: every widget it does not use, and that widget's texts, must be
// dropped. esbuild's own split build (the rows above) keeps more: it assigns the modules of
// every lazily loaded part reachable through the main entry's imports to shared chunks, even
// of widgets the page does not use, so its figure is shown, not checked.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { versionedIdentifiers } from '../packages/widgets/src/theme/versionedIdentifiers.mjs';

const MAX_RATIO = 1.1;
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** The min+gzip bytes of the JavaScript a page loads first (entry chunk and its static imports). */
const firstLoad = async (root, entry, version) => {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react(), vanillaExtractPlugin({ identifiers: versionedIdentifiers(version) })],
    resolve: { conditions: ['@rolescope/source', 'module', 'browser', 'import', 'default'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: 'esbuild',
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, entry),
        external,
        preserveEntrySignatures: false,
      },
    },
  });
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter(
    (o) => o.type === 'chunk',
  );
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set();
  const stack = [chunks.find((c) => c.isEntry)?.fileName];
  while (stack.length > 0) {
    const name = stack.pop();
    if (!name || seen.has(name) || !byName.has(name)) continue;
    seen.add(name);
    stack.push(...byName.get(name).imports);
  }
  let gz = 0;
  for (const name of seen) gz += gzipSync(byName.get(name).code, { level: 9 }).byteLength;
  return gz;
};

/** Measures both pages; `ok` when the main entry's first load is within 10 % of the other's. */
export const compareMainEntry = async (root, version) => {
  const perWidget = await firstLoad(root, 'scripts/size-entries/auth-panel.tsx', version);
  const main = await firstLoad(root, 'scripts/size-entries/auth-panel-main.tsx', version);
  const ratio = main / perWidget;
  return { perWidget, main, ratio, ok: ratio <= MAX_RATIO, maxRatio: MAX_RATIO };
};

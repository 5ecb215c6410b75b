import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { versionedIdentifiers } from './src/theme/versionedIdentifiers.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** The directive React Server Components need on every entry. */
const useClient = '"use client";';

/**
 * Puts `"use client"` back at the top of every built JS file (entries and shared chunks): the
 * tree-shaking pass (rollup) drops module-level directives, and does so after any `banner`.
 * The directive takes a line of its own, so each source map gets an empty first line (`;`).
 */
const keepUseClient = async (dir = 'dist'): Promise<void> => {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await keepUseClient(file);
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const code = await readFile(file, 'utf8');
    if (code.startsWith(useClient)) continue;
    await writeFile(file, `${useClient}\n${code}`);
    const mapFile = `${file}.map`;
    const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null'));
    if (map) await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
};

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
  onSuccess: () => keepUseClient(),
  esbuildOptions(options) {
    options.conditions = ['@rolescope/source', ...(options.conditions ?? [])];
  },
  // Class names `rs<version>_<hash>`: two versions on one page never share one.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: versionedIdentifiers(version) })],
});

import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
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

/** Class names `rs<version>_<hash>`: two versions on one page never share one. */
const vanilla = () => vanillaExtractPlugin({ identifiers: versionedIdentifiers(version) });

/**
 * One stylesheet per widget entry, whole: the provider's rules (theme, reset, toasts) and every
 * rule the widget can show, its lazily loaded views included. The JS build splits code, and
 * esbuild then leaves a lazily loaded view's CSS beside its chunk, so the entry stylesheets are
 * bundled apart, without splitting (`dist/entries/<name>.css`, the `./<name>.css` exports).
 */
const entryStylesheets: Record<string, string[]> = {
  'auth-panel': ['src/entries/authPanel.ts', 'src/provider/RolescopeProvider.tsx'],
};

const buildEntryStylesheets = async (): Promise<void> => {
  for (const [name, inputs] of Object.entries(entryStylesheets)) {
    const result = await build({
      stdin: {
        contents: inputs.map((input) => `export * from './${input}';`).join('\n'),
        resolveDir: '.',
        sourcefile: `${name}.css-entry.ts`,
      },
      bundle: true,
      minify: true,
      write: false,
      outdir: 'dist/entries',
      format: 'esm',
      target: 'es2022',
      conditions: ['@rolescope/source'],
      external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
      plugins: [vanilla()],
      logLevel: 'warning',
    });
    const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
    if (!css) throw new Error(`no CSS for the ${name} entry`);
    await writeFile(`dist/entries/${name}.css`, css.contents);
  }
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'pages/index': 'src/pages/index.ts',
    'entries/provider': 'src/entries/provider.ts',
    'entries/auth-panel': 'src/entries/authPanel.ts',
  },
  // ESM code splitting (tsup's default for ESM, said here because the widgets rely on it): a
  // lazily loaded view (AuthPanel's sign-up) is a chunk of its own, and every entry shares one
  // copy of the provider's modules (one React context whichever entry a host imports from).
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  // Also strips the plugin's long namespace comments from dist/index.css.
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
  onSuccess: async () => {
    await keepUseClient();
    await buildEntryStylesheets();
  },
  esbuildOptions(options) {
    options.conditions = ['@rolescope/source', ...(options.conditions ?? [])];
  },
  esbuildPlugins: [vanilla()],
});

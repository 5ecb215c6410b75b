import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { splitEntryStylesheet } from '../../scripts/entryStylesheets.mjs';
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

/**
 * `dist/entries/theme.js` (the `./theme` export): the theme helpers bundled by themselves, with
 * no shared chunk and no "use client" (every other built file has it), so that a React Server
 * Component can call them. A few hundred bytes of pure functions: the main entry keeps its own
 * copy, and the themes they return are plain data either way.
 */
const buildThemeEntry = () =>
  build({
    entryPoints: { 'entries/theme': 'src/entries/theme.ts' },
    outdir: 'dist',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    conditions: ['@rolescope/source'],
    logLevel: 'warning',
  });

/** Class names `rs<version>_<hash>`: two versions on one page never share one. */
const vanilla = () => vanillaExtractPlugin({ identifiers: versionedIdentifiers(version) });

/**
 * `dist/entries/auth-panel.css` (the `./auth-panel.css` export): the rules of what a page that
 * shows the panel loads first (the provider's theme, reset and toasts, the panel and its sign-in
 * form). The rules of its lazily loaded views (sign-up, forgot-password) come with their code:
 * the build writes them as `dist/entries/auth-views-css.js`, which package.json maps
 * `#auth-views-css` to (`auth/AuthPanel/viewsCss.ts` in the sources), adopted when a view
 * loads. Both from one split bundle of the entry and the provider's entry
 * (`scripts/entryStylesheets.mjs`, which `npm run size` measures with too).
 */
const authPanelStylesheets = () =>
  splitEntryStylesheet({
    stdin: {
      contents: ['src/entries/authPanel.ts', 'src/entries/provider.ts']
        .map((input) => `export * from './${input}';`)
        .join('\n'),
      resolveDir: '.',
      sourcefile: 'auth-panel.css-entry.ts',
      loader: 'ts',
    },
    platform: 'browser',
    target: 'es2022',
    conditions: ['@rolescope/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
    plugins: [vanilla()],
    logLevel: 'warning',
  });

/** The entries besides the main one and the theme's (all "use client", sharing chunks). */
const entries = {
  'pages/index': 'src/pages/index.ts',
  'entries/provider': 'src/entries/provider.ts',
  'entries/auth-panel': 'src/entries/authPanel.ts',
  'entries/team-reports': 'src/entries/teamReports.ts',
  'entries/organization-insights': 'src/entries/organizationInsights.ts',
  'entries/manager-review': 'src/entries/managerReview.ts',
};

export default defineConfig(async () => {
  const authPanelCss = await authPanelStylesheets();
  if (/--rs-[\w-]+:/.test(authPanelCss.lazy)) {
    // Adopted after the host's stylesheets, they would override a host's own `--rs-*` values.
    throw new Error(
      'the lazily loaded views declare --rs-* variables: keep them in a first-load module',
    );
  }
  return {
    entry: { index: 'src/index.ts', ...entries },
    // ESM code splitting (tsup's default for ESM, said here because the widgets rely on it): a
    // lazily loaded view (AuthPanel's sign-up) is a chunk of its own, and every entry shares one
    // copy of the provider's modules (one React context whichever entry a host imports from).
    splitting: true,
    format: ['esm'],
    // The declarations of every entry, the theme entry's too (its JavaScript: buildThemeEntry).
    dts: { entry: { index: 'src/index.ts', ...entries, 'entries/theme': 'src/entries/theme.ts' } },
    clean: true,
    sourcemap: true,
    treeshake: true,
    // Also strips the plugin's long namespace comments from dist/index.css.
    minify: true,
    target: 'es2022',
    // The views' rules: resolved by the host's bundler through package.json `imports`.
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      '@tanstack/react-query',
      '#auth-views-css',
    ],
    onSuccess: async () => {
      await keepUseClient();
      await buildThemeEntry();
      await writeFile('dist/entries/auth-panel.css', authPanelCss.initial);
      await writeFile(
        'dist/entries/auth-views-css.js',
        `export const viewsCss = ${JSON.stringify(authPanelCss.lazy)};\n`,
      );
    },
    esbuildOptions(options) {
      options.conditions = ['@rolescope/source', ...(options.conditions ?? [])];
    },
    esbuildPlugins: [vanilla()],
  };
});

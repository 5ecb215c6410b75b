// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { splitEntryStylesheet } from '../../../../../scripts/entryStylesheets.mjs';
import { versionedIdentifiers } from '../../theme/versionedIdentifiers.mjs';

const packageDir = fileURLToPath(new URL('../../..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')) as {
  version: string;
};

/** The options tsup.config.ts builds `auth-panel.css` with (the entry and the provider's). */
const options = {
  stdin: {
    contents:
      "export * from './src/entries/authPanel.ts';\nexport * from './src/entries/provider.ts';",
    resolveDir: packageDir,
    sourcefile: 'auth-panel.css-entry.ts',
    loader: 'ts' as const,
  },
  absWorkingDir: packageDir,
  platform: 'browser' as const,
  conditions: ['@rolescope/source'],
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
  plugins: [vanillaExtractPlugin({ identifiers: versionedIdentifiers(version) })],
};

const classes = (css: string): Set<string> =>
  new Set([...css.matchAll(/\.(rs[\w-]+)/g)].map((m) => m[1] as string));

describe("auth-panel.css, split as the panel's code is", () => {
  it('keeps every rule: the first load and the lazily loaded views together hold them all', async () => {
    const { initial, lazy } = await splitEntryStylesheet(options);
    const whole = await build({
      ...options,
      bundle: true,
      write: false,
      outdir: 'out',
      minify: true,
      logLevel: 'silent',
    });
    const wholeCss = whole.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
    const split = new Set([...classes(initial), ...classes(lazy)]);
    expect([...classes(wholeCss)].filter((name) => !split.has(name))).toEqual([]);
    expect(initial.length + lazy.length).toBeGreaterThan(wholeCss.length * 0.95);
  });

  it("leaves the sign-up view's dialog, select, checkbox and tooltip rules to its chunk", async () => {
    const { initial, lazy } = await splitEntryStylesheet(options);
    // The reset first, the theme's variables, the sign-in form's rules: all first.
    expect(initial.indexOf('{all:revert}')).toBeGreaterThanOrEqual(0);
    expect(initial.indexOf('{all:revert}')).toBeLessThan(initial.indexOf('.rs'));
    expect(initial).toMatch(/\[data-rolescope\]\{--rs-radius-control:/);
    expect(initial).toMatch(/\[data-rolescope\]\[data-theme=dark\]\{--rs-color-background:/);
    // The terms dialog's keyframes and the listbox's options come with the view.
    expect(lazy).toMatch(/@keyframes rs/);
    expect(lazy).toMatch(/max-height:280px/);
    expect(classes(lazy).size).toBeGreaterThan(20);
    for (const name of classes(lazy)) expect(initial).not.toContain(`.${name}{`);
    // Adopted after the host's stylesheets: no variable of ours, no rule on the root alone.
    expect(lazy).not.toMatch(/--rs-[\w-]+:/);
    expect(lazy).not.toMatch(/(^|\})\[data-rolescope\][^ ]*\{/);
  });

  it('writes the dark theme as colours and shadow only, so reduced motion holds in it too', async () => {
    const { initial } = await splitEntryStylesheet(options);
    const dark = initial.match(/(?:^|\})\[data-rolescope\]\[data-theme=dark\]\{([^}]*)\}/)?.[1];
    const names = [...(dark ?? '').matchAll(/(--rs-[\w-]+):/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !/^--rs-(color|shadow)-/.test(name ?? ''))).toEqual([]);
  });
});

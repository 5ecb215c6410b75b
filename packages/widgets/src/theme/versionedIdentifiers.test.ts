// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { classPrefix, versionedIdentifiers } from './versionedIdentifiers.mjs';

const packageJson = fileURLToPath(new URL('../../package.json', import.meta.url));
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };

/** What vanilla-extract accepts from an identifiers function (and a valid CSS identifier). */
const IDENT = /^[A-Z_][0-9A-Z_-]+$/i;

describe('versionedIdentifiers', () => {
  it('prefixes the hash with rs and the version', () => {
    expect(classPrefix('0.1.0')).toBe('rs0_1_0_');
    expect(classPrefix('1.2.0-beta.1')).toBe('rs1_2_0_beta_1_');
    const ident = versionedIdentifiers('0.1.0')({ hash: '1x2y3z0', filePath: 'a.css.ts' });
    expect(ident).toBe('rs0_1_0_1x2y3z0');
    expect(ident).toMatch(IDENT);
  });

  it('gives two versions different class names for the same rule', () => {
    const params = { hash: '9abc1', filePath: 'src/primitives/Button/Button.css.ts' };
    expect(versionedIdentifiers('0.1.0')(params)).not.toBe(versionedIdentifiers('0.2.0')(params));
  });

  it('builds a stylesheet whose every class and keyframes carries the version, reset first', async () => {
    const result = await build({
      entryPoints: ['src/index.ts', 'src/pages/index.ts'],
      absWorkingDir: fileURLToPath(new URL('../..', import.meta.url)),
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: 'out',
      minify: true,
      logLevel: 'silent',
      conditions: ['@rolescope/source'],
      external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
      plugins: [vanillaExtractPlugin({ identifiers: versionedIdentifiers(version) })],
    });
    const sheets = result.outputFiles.filter((file) => file.path.endsWith('.css'));
    // The entries' stylesheets (styles.css, pages.css: every widget's rules) and the sheets of
    // the lazily loaded chunks (a dialog's panel, a select's list: their rules only).
    const entrySheets = sheets.filter((file) => file.path.endsWith(`${path.sep}index.css`));
    expect(entrySheets).toHaveLength(2);
    const prefix = classPrefix(version);
    for (const sheet of sheets) {
      // Class selectors (a dot then a letter or _), outside of numbers such as `0.5s`.
      const classes = [...sheet.text.matchAll(/(?<![\w)\]])\.(-?[_a-zA-Z][\w-]*)/g)].map(
        (m) => m[1] as string,
      );
      expect(classes.length).toBeGreaterThan(entrySheets.includes(sheet) ? 50 : 0);
      expect(classes.filter((name) => !name.startsWith(prefix))).toEqual([]);
      const keyframes = [...sheet.text.matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1]);
      expect(keyframes.filter((name) => !name?.startsWith(prefix))).toEqual([]);
    }
    for (const sheet of entrySheets) {
      // The scoped reset comes before the first component rule (see reset.css.ts).
      const reset = sheet.text.indexOf('{all:revert}');
      expect(reset).toBeGreaterThanOrEqual(0);
      expect(reset).toBeLessThan(sheet.text.indexOf(`.${prefix}`));
    }
  }, 60_000);
});

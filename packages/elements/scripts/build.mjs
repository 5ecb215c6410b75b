// Builds dist/rolescope-elements.js: one self-contained, minified ES module (React, react-dom,
// TanStack Query, the widgets, core and their CSS as a string for a constructable
// stylesheet), plus dist/rolescope-elements.d.ts (the elements' types, no imports).
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const placeholder = /(["'`])__ROLESCOPE_CSS__\1/g;

/** Selectors for the document's root mean the shadow host in here. */
export const toShadowCss = (css) =>
  css
    .replace(/(^|[\s,{}>~+(])(?::root|html|body)(?=[\s,{.:[#>~+)])/g, '$1:host')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();

const bundle = async () => {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { 'rolescope-elements': 'src/index.ts' },
    outdir: 'dist',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    conditions: ['@rolescope/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'));
  if (!js || !css) throw new Error('esbuild produced no JavaScript or no CSS');
  const matches = js.text.match(placeholder) ?? [];
  if (matches.length !== 1)
    throw new Error(`expected one CSS placeholder, found ${matches.length}`);
  const out = js.text.replace(placeholder, () => JSON.stringify(toShadowCss(css.text)));
  // A bare specifier starts with a letter or @ (`from","to"` in a minified array is no import).
  const importing = /^\s*import\s|[\s;}]import\s*\(|from\s*["'][@a-z]/m;
  const at = out.search(importing);
  if (at >= 0) {
    throw new Error(
      `the bundle still imports a module: ${out.slice(Math.max(0, at - 80), at + 80)}`,
    );
  }
  return out;
};

const declarations = async () => {
  const tmp = path.join(root, 'node_modules/.cache/rolescope-elements-dts');
  await rm(tmp, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      path.join(root, '../../node_modules/typescript/bin/tsc'),
      'src/types.ts',
      '--declaration',
      '--emitDeclarationOnly',
      '--lib',
      'ES2023,DOM',
      '--target',
      'ES2022',
      '--module',
      'ESNext',
      '--skipLibCheck',
      '--outDir',
      tmp,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const types = await readFile(path.join(tmp, 'types.d.ts'), 'utf8');
  await rm(tmp, { recursive: true, force: true });
  return `${types.trimEnd()}
/** Defines the three elements (done on import; names already defined are left alone). */
export declare const defineRolescopeElements: () => void;
`;
};

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
const [js, dts] = await Promise.all([bundle(), declarations()]);
await writeFile(path.join(dist, 'rolescope-elements.js'), js);
await writeFile(path.join(dist, 'rolescope-elements.d.ts'), dts);
console.log(`dist/rolescope-elements.js ${(js.length / 1024).toFixed(1)} KiB`);

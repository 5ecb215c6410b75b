// An entry's stylesheet split as its code is split (packages/widgets/tsup.config.ts builds the
// published stylesheets with it, scripts/size.mjs measures them with it). Plain JavaScript, its
// types beside it in entryStylesheets.d.mts: Node 20 runs no TypeScript.
import path from 'node:path';
import { build, transform } from 'esbuild';

/** esbuild names each input of an unminified CSS bundle in a comment before its rules. */
const inputComment = /\/\* (vanilla-extract-css-ns:[^*]*?) \*\/\n/g;

/** The rules of each input of an unminified CSS bundle, keyed by input, in bundle order. */
const rulesByInput = (css) => {
  const parts = new Map();
  const marks = [...css.matchAll(inputComment)];
  marks.forEach((mark, i) => {
    const end = i + 1 < marks.length ? marks[i + 1].index : css.length;
    parts.set(mark[1], css.slice(mark.index + mark[0].length, end));
  });
  return parts;
};

const minifyCss = async (css) =>
  css.trim() === '' ? '' : (await transform(css, { loader: 'css', minify: true })).code;

/**
 * An entry's stylesheet split as its code is: `initial` holds the rules of every module the
 * page loads first (the entry and what it imports statically), `lazy` those of the modules only
 * lazily loaded chunks bring (`import()`), in the same order as in the whole stylesheet.
 * `options` are esbuild's (entryPoints, absWorkingDir, plugins with vanilla-extract, external,
 * conditions...): the code is bundled with ESM splitting, as a host's bundler does.
 * @param {import('esbuild').BuildOptions} options
 * @returns {Promise<{ initial: string; lazy: string }>}
 */
export const splitEntryStylesheet = async (options) => {
  const result = await build({
    ...options,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: false,
    write: false,
    metafile: true,
    outdir: options.outdir ?? 'out',
    logLevel: options.logLevel ?? 'silent',
  });
  const { outputs } = result.metafile;
  const cwd = options.absWorkingDir ?? process.cwd();
  const entries = new Set(
    options.stdin
      ? [options.stdin.sourcefile ?? '<stdin>']
      : options.entryPoints.map((entry) => path.relative(cwd, path.resolve(cwd, entry))),
  );
  const entry = Object.keys(outputs).find(
    (name) => name.endsWith('.js') && entries.has(outputs[name].entryPoint),
  );
  if (!entry || !outputs[entry].cssBundle) throw new Error('no stylesheet for the entry');
  // The modules the page loads first: those the entry reaches through static imports. A
  // module reached only through `import()` comes with a lazily loaded chunk.
  const { inputs } = result.metafile;
  const firstLoad = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const input = stack.pop();
    if (firstLoad.has(input) || !inputs[input]) continue;
    firstLoad.add(input);
    for (const i of inputs[input].imports) {
      if (i.kind !== 'dynamic-import' && !i.external) stack.push(i.path);
    }
  }
  // The entry's stylesheet holds every rule (esbuild puts the lazily imported modules' CSS
  // there too), in cascade order: split it by input.
  const cssName = outputs[entry].cssBundle;
  const cssFile = result.outputFiles.find((file) => file.path === path.resolve(cwd, cssName));
  const parts = rulesByInput(cssFile.text);
  const expected = Object.keys(outputs[cssName].inputs);
  if (expected.length !== parts.size || expected.some((input) => !parts.has(input))) {
    throw new Error(`cannot split ${cssName} by input: did esbuild's input comments change?`);
  }
  const initial = [];
  const lazy = [];
  for (const [input, rules] of parts) (firstLoad.has(input) ? initial : lazy).push(rules);
  return { initial: await minifyCss(initial.join('')), lazy: await minifyCss(lazy.join('')) };
};

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One import (or re-export) of a source file, resolved to a file of the same tree. */
export type ImportEdge = {
  /** The importing file, relative to the root with `/` separators. */
  from: string;
  /** The imported file (`?` appended when no file of the tree matches). */
  to: string;
  /** True for `import type` / `export type` and for braces listing types only. */
  typeOnly: boolean;
  /** True for a dynamic import, which loads the module later and never forms an evaluation cycle. */
  dynamic: boolean;
};

const staticImport =
  /^[ \t]*(?:import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+))\s+from\s+['"]([^'"]+)['"]/gm;
const sideEffectImport = /^[ \t]*import\s+['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** True when a clause names types only (`{ type A, type B }`). */
const typesOnly = (clause: string): boolean => {
  if (!clause.startsWith('{')) return false;
  const names = clause
    .slice(1, -1)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return names.length > 0 && names.every((s) => s.startsWith('type '));
};

/** The specifiers a file imports, with their kind. */
export const importsOf = (code: string) => {
  const found: { spec: string; typeOnly: boolean; dynamic: boolean }[] = [];
  for (const m of code.matchAll(staticImport)) {
    const clause = m[2] ?? '';
    found.push({ spec: m[3] ?? '', typeOnly: Boolean(m[1]) || typesOnly(clause), dynamic: false });
  }
  for (const m of code.matchAll(sideEffectImport)) {
    found.push({ spec: m[1] ?? '', typeOnly: false, dynamic: false });
  }
  for (const m of code.matchAll(dynamicImport)) {
    found.push({ spec: m[1] ?? '', typeOnly: false, dynamic: true });
  }
  return found;
};

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every relative import between the `.ts`/`.tsx` files under `root`, resolved to files. */
export const readImportGraph = (root: string): { files: string[]; edges: ImportEdge[] } => {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f));
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
    return extensions.map((e) => base + e).find((f) => known.has(f)) ?? `${base}?`;
  };
  const edges: ImportEdge[] = files.flatMap((from) =>
    importsOf(readFileSync(path.join(root, from), 'utf8'))
      .filter(({ spec }) => spec.startsWith('.') && !/\.(mjs|js|css|json)$/.test(spec))
      .map(({ spec, typeOnly, dynamic }) => ({ from, to: resolve(from, spec), typeOnly, dynamic }))
      // Files outside the tree (a config, a script) are not part of its graph.
      .filter(({ to }) => !to.startsWith('../')),
  );
  return { files, edges };
};

/** The value-import cycles of a graph (type-only and dynamic imports left out), one per loop. */
export const valueCycles = (edges: ImportEdge[]): string[][] => {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly || e.dynamic) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...next.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
};

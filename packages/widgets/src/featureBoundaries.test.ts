// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readImportGraph, valueCycles } from './test/importGraph';

/** The feature folders: each is used by the others only through its `index.ts`. */
const FEATURES = ['auth', 'career', 'evaluation', 'organization', 'pages', 'reports'];

const root = fileURLToPath(new URL('.', import.meta.url));
const { files, edges } = readImportGraph(root);

const featureOf = (file: string) => FEATURES.find((f) => file.startsWith(`${f}/`));
const line = (e: { from: string; to: string }) => `${e.from} -> ${e.to}`;

describe('feature boundaries of the widgets', () => {
  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.filter((e) => e.to.endsWith('?')).map(line)).toEqual([]);
  });

  it('feature folders import each other only through their index.ts (tests and stories too)', () => {
    const around = edges.filter((e) => {
      const from = featureOf(e.from);
      const to = featureOf(e.to);
      return from !== undefined && to !== undefined && from !== to && e.to !== `${to}/index.ts`;
    });
    expect(around.map(line)).toEqual([]);
  });

  it('nothing outside pages/ imports from pages/', () => {
    const intoPages = edges.filter(
      (e) => featureOf(e.to) === 'pages' && featureOf(e.from) !== 'pages',
    );
    expect(intoPages.map(line)).toEqual([]);
  });

  it('the model layer is React-free and imports no feature folder', () => {
    const model = edges.filter((e) => e.from.startsWith('model/'));
    expect(model.filter((e) => featureOf(e.to) !== undefined).map(line)).toEqual([]);
    const modelFiles = files.filter((f) => f.startsWith('model/'));
    expect(modelFiles.filter((f) => f.endsWith('.tsx'))).toEqual([]);
    const reactImports = modelFiles.filter((f) =>
      /from '(react|react-dom|jotai|@tanstack\/react-query)[/']/.test(
        readFileSync(new URL(f, new URL('.', import.meta.url)), 'utf8'),
      ),
    );
    expect(reactImports).toEqual([]);
  });

  it("features import the model's modules by path, not through its index", () => {
    // An index re-exporting every module would pull them all into each widget's first chunk.
    const throughIndex = edges.filter((e) => e.to === 'model/index.ts' && e.from !== 'index.ts');
    expect(throughIndex.map(line)).toEqual([]);
  });

  it('has no value-import cycle', () => {
    expect(valueCycles(edges).map((c) => c.join(' -> '))).toEqual([]);
  });
});

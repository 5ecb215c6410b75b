// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importsOf, valueCycles } from './importGraph';

describe('importsOf', () => {
  it('reads imports, re-exports, side-effect and dynamic imports, and tells type-only ones', () => {
    const code = [
      "import { a, type B } from './values';",
      "import type { C } from './types';",
      'import {',
      '  type D,',
      '  type E,',
      "} from './moreTypes';",
      "import * as styles from './X.css';",
      "import Default, { f } from './mixed';",
      "export { g } from './reexported';",
      "export type { H } from './reexportedTypes';",
      "export * from './star';",
      "import './sideEffect';",
      // spelt apart, so that this file's own graph does not read it as an import
      `const lazy = () => ${'import'}('./Later');`,
      'export type Row = { from: string };',
      "const text = 'not an import from here';",
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { spec: './values', typeOnly: false, dynamic: false },
      { spec: './types', typeOnly: true, dynamic: false },
      { spec: './moreTypes', typeOnly: true, dynamic: false },
      { spec: './X.css', typeOnly: false, dynamic: false },
      { spec: './mixed', typeOnly: false, dynamic: false },
      { spec: './reexported', typeOnly: false, dynamic: false },
      { spec: './reexportedTypes', typeOnly: true, dynamic: false },
      { spec: './star', typeOnly: false, dynamic: false },
      { spec: './sideEffect', typeOnly: false, dynamic: false },
      { spec: './Later', typeOnly: false, dynamic: true },
    ]);
  });
});

describe('valueCycles', () => {
  const edge = (from: string, to: string, kind: Partial<ImportEdge> = {}): ImportEdge => ({
    from,
    to,
    typeOnly: false,
    dynamic: false,
    ...kind,
  });

  it('finds a loop of value imports', () => {
    const edges = [edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts')];
    expect(valueCycles(edges)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('leaves out loops closed by a type-only or a dynamic import', () => {
    expect(valueCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { typeOnly: true })])).toEqual(
      [],
    );
    expect(valueCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { dynamic: true })])).toEqual(
      [],
    );
  });
});

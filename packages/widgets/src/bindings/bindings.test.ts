// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const source = (file: string) => readFileSync(path.join(here, file), 'utf8');

describe('the main entry', () => {
  it('only re-exports: a value it declared would pull every widget into the chunk holding it', () => {
    // An app (the demo site) imports the provider from the main entry in its first chunk: a
    // `withStrings(...)` written in index.ts put all 19 widgets there (455 -> 617 KB minified).
    expect(source('../index.ts')).not.toMatch(/^export (const|let|function|class)\b/m);
  });

  it('binds each widget in a module of its own', () => {
    const files = readdirSync(here).filter((f) => !f.includes('.test.'));
    for (const file of files) {
      expect(source(`./${file}`).match(/^export const /gm)).toHaveLength(1);
    }
  });
});

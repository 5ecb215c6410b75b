import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import tsupConfig from '../tsup.config';
import * as contract from './contract';
import * as main from './index';

const isZodSchema = (value: unknown) =>
  typeof value === 'object' && value !== null && '_zod' in value;

describe("core's entries", () => {
  it("keeps the contract's schemas and the endpoint table out of the main entry", () => {
    // The form schemas (`signInFormSchema`, ...) are validators and stay; no wire schema does.
    const wireSchemas = Object.entries(contract).filter(([, value]) => isZodSchema(value));
    expect(wireSchemas.filter(([name]) => name in main).map(([name]) => name)).toEqual([]);
    const otherSchemas = Object.entries(main).filter(
      ([name, value]) => !name.endsWith('FormSchema') && isZodSchema(value),
    );
    expect(otherSchemas.map(([name]) => name)).toEqual([]);
    expect('endpoints' in main).toBe(false);
  });

  it('exports the endpoint table and every schema from @rolescope/core/contract', () => {
    expect(contract.endpoints).toHaveProperty('login.path', '/v1/survey/login');
    const schemas = Object.entries(contract).filter(([name]) => name.endsWith('Schema'));
    expect(schemas.length).toBeGreaterThan(80);
    for (const [name, value] of schemas) expect(isZodSchema(value), name).toBe(true);
  });

  it('builds every subpath the package exports, and resolves it to the sources in the repo', () => {
    const config = Array.isArray(tsupConfig) ? tsupConfig[0] : tsupConfig;
    const entries = (config as { entry: Record<string, string> }).entry;
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') continue;
      const name = subpath === '.' ? 'index' : `${subpath.slice(2)}/index`;
      expect(target, subpath).toEqual({
        '@rolescope/source': `./${entries[name]}`,
        types: `./dist/${name}.d.ts`,
        default: `./dist/${name}.js`,
      });
    }
    expect(pkg.exports).toHaveProperty('./contract');
  });
});

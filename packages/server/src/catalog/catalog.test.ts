import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './buildCatalog';
import { auditCatalog, builtInIndustryIds } from './coverage';
import { readCatalogDir } from './loadCatalogDir';
import {
  catalogCompetencyFileSchema,
  catalogFunctionFileSchema,
  catalogIndustriesFileSchema,
  catalogJobFamilyFileSchema,
} from './schema';

const dataDir = fileURLToPath(new URL('./data', import.meta.url));

const folders = [
  ['competencies', catalogCompetencyFileSchema],
  ['functions', catalogFunctionFileSchema],
  ['job-families', catalogJobFamilyFileSchema],
  ['domain-functions', catalogFunctionFileSchema],
  ['domain-job-families', catalogJobFamilyFileSchema],
] as const;

const files = folders.flatMap(([folder, schema]) =>
  readdirSync(join(dataDir, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ file: `${folder}/${name}`, schema })),
);

const issuesOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } },
  file: string,
) => schema.safeParse(JSON.parse(readFileSync(join(dataDir, file), 'utf8'))).error?.issues ?? [];

describe('the catalog data folder', () => {
  it.each(files)('$file validates against its schema', ({ file, schema }) => {
    expect(issuesOf(schema, file)).toEqual([]);
  });

  it('industries.json validates against its schema', () => {
    expect(issuesOf(catalogIndustriesFileSchema, 'industries.json')).toEqual([]);
  });

  it('builds with the 25 built-in industry categories and every reference resolving', () => {
    const catalog = buildCatalog(readCatalogDir(dataDir), builtInIndustryIds);
    expect([...catalog.industries.keys()].sort()).toEqual([...builtInIndustryIds].sort());
  });

  it('meets every coverage and quality rule of the audit', () => {
    const catalog = buildCatalog(readCatalogDir(dataDir), builtInIndustryIds);
    expect(auditCatalog(catalog)).toEqual([]);
  });
});

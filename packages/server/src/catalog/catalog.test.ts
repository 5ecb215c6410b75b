import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './buildCatalog';
import { auditCatalog, builtInIndustryIds } from './coverage';
import { readCatalogDir } from './loadCatalogDir';
import { catalogQuality } from './quality';
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

describe('the catalog content', () => {
  const catalog = buildCatalog(readCatalogDir(dataDir), builtInIndustryIds);
  const figures = catalogQuality(catalog)
    .filter((f) => f.enforced !== false)
    .map((f) => ({ ...f, name: `${f.label}: ${f.value}` }));

  it.each(figures)('$name meets $threshold', (figure) => {
    expect(figure.examples, figure.label).toEqual(figure.ok ? figure.examples : []);
    expect(figure.ok).toBe(true);
  });

  it('keeps the pinned journey of the end-to-end tests: Professional Services first', () => {
    const [first] = catalog.industries.values();
    expect(first?.id).toBe('professional-services');
    const family = catalog.jobFamilies.get(first?.jobFamilies[0] ?? '');
    expect(family?.functions.slice(0, 3)).toEqual([
      'client-engagement',
      'engagement-delivery',
      'practice-development',
    ]);
    const offered = new Set(
      family?.functions.slice(0, 3).flatMap((f) => catalog.functions.get(f)?.competencies ?? []),
    );
    for (const id of [
      'backlog-management',
      'project-planning-and-scheduling',
      'go-to-market-planning',
      'client-engagement-management',
    ]) {
      expect(offered.has(id), id).toBe(true);
      expect(catalog.competencies.get(id)?.careerCategories).toEqual(['low', 'medium', 'high']);
    }
  });
});

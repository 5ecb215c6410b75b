import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogError, type RawCatalog } from './buildCatalog';

/** A file's JSON; a missing or malformed file is a CatalogError naming it. */
const readJson = (dir: string, name: string): unknown => {
  const file = join(dir, name);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CatalogError(
      code === 'ENOENT' ? `${file} is missing` : `cannot read ${file}: ${(e as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CatalogError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
};

/**
 * Reads every JSON file of `dir/folder`, in name order, and concatenates their arrays,
 * remembering each entry's file (as `folder/name.json`) for error messages. A missing
 * folder is an empty one (buildCatalog then reports what refers to its entries).
 */
const readFolder = (dir: string, folder: string): { items: unknown[]; sources: string[] } => {
  let names: string[];
  try {
    names = readdirSync(join(dir, folder))
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return { items: [], sources: [] };
  }
  const items: unknown[] = [];
  const sources: string[] = [];
  for (const n of names) {
    const rel = `${folder}/${n}`;
    const value = readJson(dir, rel);
    if (!Array.isArray(value)) throw new CatalogError(`${join(dir, rel)} must hold a JSON array`);
    items.push(...value);
    for (let i = 0; i < value.length; i++) sources.push(rel);
  }
  return { items, sources };
};

/** Reads a catalog folder (layout in schema.ts) into a RawCatalog for `buildCatalog`. */
export const readCatalogDir = (dir: string): RawCatalog => {
  const industries = readJson(dir, 'industries.json');
  const jobFamilies = readFolder(dir, 'job-families');
  const functions = readFolder(dir, 'functions');
  const domainJobFamilies = readFolder(dir, 'domain-job-families');
  const domainFunctions = readFolder(dir, 'domain-functions');
  const competencies = readFolder(dir, 'competencies');
  return {
    industries,
    jobFamilies: jobFamilies.items,
    functions: functions.items,
    domainJobFamilies: domainJobFamilies.items,
    domainFunctions: domainFunctions.items,
    competencies: competencies.items,
    sources: {
      industries: Array.isArray(industries) ? industries.map(() => 'industries.json') : [],
      jobFamilies: jobFamilies.sources,
      functions: functions.sources,
      domainJobFamilies: domainJobFamilies.sources,
      domainFunctions: domainFunctions.sources,
      competencies: competencies.sources,
    },
  };
};

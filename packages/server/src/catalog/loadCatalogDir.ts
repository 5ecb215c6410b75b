import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawCatalog } from './buildCatalog';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Reads every JSON file of a folder, in name order, and concatenates their arrays. */
const readFolder = (dir: string): unknown[] => {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    const value = readJson(join(dir, n));
    if (!Array.isArray(value)) throw new Error(`${join(dir, n)} must hold a JSON array`);
    return value;
  });
};

/** Reads a catalog folder (layout in schema.ts) into a RawCatalog for `buildCatalog`. */
export const readCatalogDir = (dir: string): RawCatalog => ({
  industries: readJson(join(dir, 'industries.json')),
  jobFamilies: readFolder(join(dir, 'job-families')),
  functions: readFolder(join(dir, 'functions')),
  domainJobFamilies: readFolder(join(dir, 'domain-job-families')),
  domainFunctions: readFolder(join(dir, 'domain-functions')),
  competencies: readFolder(join(dir, 'competencies')),
});

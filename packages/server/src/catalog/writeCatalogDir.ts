import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RawCatalog } from './buildCatalog';

type CatalogFiles = Omit<RawCatalog, 'sources'>;

/**
 * Writes a catalog as the folder `readCatalogDir` reads (tests and their fixtures): a file per
 * kind, the competencies spread over `competencyFiles` (all in `all.json` unless given).
 */
export const writeCatalogDir = (
  dir: string,
  catalog: CatalogFiles,
  competencyFiles: Record<string, unknown> = { 'all.json': catalog.competencies },
): string => {
  const write = (rel: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), JSON.stringify(value));
  };
  write('industries.json', catalog.industries);
  write('job-families/all.json', catalog.jobFamilies);
  write('functions/all.json', catalog.functions);
  write('domain-job-families/all.json', catalog.domainJobFamilies);
  write('domain-functions/all.json', catalog.domainFunctions);
  for (const [file, items] of Object.entries(competencyFiles)) write(`competencies/${file}`, items);
  return dir;
};

import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildCatalog, type RawCatalog } from '../../src/catalog/buildCatalog';
import { readCatalogDir } from '../../src/catalog/loadCatalogDir';
import { convertRecords } from './convert';
import { type ReadResult, readCsv, readJson } from './records';

export type ImportResult =
  | { ok: true; summary: string; counts: Record<string, number>; warnings: string[] }
  | { ok: false; problems: string[]; warnings?: string[] };

/** Writes the catalog folder (the layout readCatalogDir reads), indented for people to read. */
const writeFolder = (dir: string, catalog: Omit<RawCatalog, 'sources'>) => {
  const write = (rel: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), `${JSON.stringify(value, null, 2)}\n`);
  };
  write('industries.json', catalog.industries);
  write('job-families/framework.json', catalog.jobFamilies);
  write('functions/framework.json', catalog.functions);
  write('domain-job-families/framework.json', catalog.domainJobFamilies);
  write('domain-functions/framework.json', catalog.domainFunctions);
  write('competencies/framework.json', catalog.competencies);
};

const isNonEmptyDir = (dir: string) => {
  try {
    return statSync(dir).isDirectory() ? readdirSync(dir).length > 0 : true;
  } catch {
    return false;
  }
};

/**
 * Converts a framework file (.csv or .json) into a catalog folder at `outDir`. A rejected file
 * writes nothing: the folder is written beside the target under a temporary name and renamed
 * into place only once it loads; an existing non-empty `outDir` is only replaced with `force`.
 */
export const importFramework = (
  input: string,
  outDir: string,
  { force = false }: { force?: boolean } = {},
): ImportResult => {
  const name = path.basename(input);
  const ext = path.extname(input).toLowerCase();
  if (ext !== '.csv' && ext !== '.json') {
    return { ok: false, problems: [`${name}: the framework must be a .csv or .json file`] };
  }
  let text: string;
  try {
    text = readFileSync(input, 'utf8');
  } catch (e) {
    return { ok: false, problems: [`${name}: cannot read the file: ${(e as Error).message}`] };
  }
  const target = path.resolve(outDir);
  if (existsSync(target) && !statSync(target).isDirectory()) {
    return { ok: false, problems: [`${outDir}: the output exists and is not a folder`] };
  }
  if (isNonEmptyDir(target) && !force) {
    return {
      ok: false,
      problems: [`${outDir}: the output folder is not empty; pass --force to replace it`],
    };
  }
  const read: ReadResult = ext === '.csv' ? readCsv(name, text) : readJson(name, text);
  const converted = convertRecords(read.records, name);
  const problems = [...read.problems, ...converted.problems];
  if (read.records.length === 0 && problems.length === 0) {
    problems.push(`${name}: the file has no records`);
  }
  if (problems.length || !converted.catalog || !converted.built) {
    return { ok: false, problems, warnings: converted.warnings };
  }

  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  const temp = mkdtempSync(path.join(parent, `.${path.basename(target)}.import-`));
  const old = `${temp}.old`;
  try {
    chmodSync(temp, 0o755); // mkdtemp's folder is private; the catalog is not
    writeFolder(temp, converted.catalog);
    buildCatalog(readCatalogDir(temp)); // what the server will load
    if (existsSync(target)) renameSync(target, old);
    try {
      renameSync(temp, target);
    } catch (e) {
      if (existsSync(old)) renameSync(old, target);
      throw e;
    }
    rmSync(old, { recursive: true, force: true });
  } catch (e) {
    rmSync(temp, { recursive: true, force: true });
    throw e;
  }
  const b = converted.built;
  const levels = [...b.competencies.values()].reduce((n, c) => n + c.levels.length, 0);
  const counts = {
    industries: b.industries.size,
    jobFamilies: b.jobFamilies.size,
    functions: b.functions.size,
    domainJobFamilies: b.domainJobFamilies.size,
    domainFunctions: b.domainFunctions.size,
    competencies: b.competencies.size,
    levels,
  };
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const summary =
    `Imported ${name} into ${outDir}: ${n(counts.industries, 'industry', 'industries')}, ` +
    `${n(counts.jobFamilies, 'job family', 'job families')}, ${n(counts.functions, 'function', 'functions')}, ` +
    `${n(counts.domainJobFamilies, 'domain job family', 'domain job families')}, ` +
    `${n(counts.domainFunctions, 'domain function', 'domain functions')}, ` +
    `${n(counts.competencies, 'competency', 'competencies')}, ${n(levels, 'level', 'levels')} ` +
    `(from ${n(read.records.length, 'record', 'records')}).`;
  return { ok: true, summary, counts, warnings: converted.warnings };
};

import {
  type CatalogCompetency,
  type CatalogFunctionEntry,
  type CatalogIndustryEntry,
  type CatalogJobFamilyEntry,
  catalogCompetencyFileSchema,
  catalogFunctionFileSchema,
  catalogIndustriesFileSchema,
  catalogJobFamilyFileSchema,
} from './schema';

/** The catalog's files, already read (one array per kind, files of a folder concatenated). */
export type RawCatalog = {
  industries: unknown;
  jobFamilies: unknown[];
  functions: unknown[];
  domainJobFamilies: unknown[];
  domainFunctions: unknown[];
  competencies: unknown[];
  /**
   * Where each entry came from (one file name per entry, parallel to each array), so an
   * error names the file to fix; readCatalogDir fills it in.
   */
  sources?: Partial<Record<Exclude<keyof RawCatalog, 'sources'>, string[]>>;
};

/** A validated, indexed catalog. */
export type Catalog = {
  industries: Map<string, CatalogIndustryEntry>;
  jobFamilies: Map<string, CatalogJobFamilyEntry>;
  functions: Map<string, CatalogFunctionEntry>;
  domainJobFamilies: Map<string, CatalogJobFamilyEntry>;
  domainFunctions: Map<string, CatalogFunctionEntry>;
  competencies: Map<string, CatalogCompetency>;
};

export class CatalogError extends Error {
  override name = 'CatalogError';
}

type Kind = Exclude<keyof RawCatalog, 'sources'>;

/** Singular and plural names of each kind, for messages. */
const NAMES: Record<Kind, [string, string]> = {
  industries: ['industry', 'industries'],
  jobFamilies: ['job family', 'job families'],
  functions: ['function', 'functions'],
  domainJobFamilies: ['domain job family', 'domain job families'],
  domainFunctions: ['domain function', 'domain functions'],
  competencies: ['competency', 'competencies'],
};

/** " (in FILE)" when the entry's file is known. */
const where = (raw: RawCatalog, kind: Kind, index: number) => {
  const file = raw.sources?.[kind]?.[index];
  return file ? ` (in ${file})` : '';
};

const indexById = <T extends { id: string }>(
  raw: RawCatalog,
  kind: Kind,
  items: T[],
): Map<string, T> => {
  const map = new Map<string, T>();
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    const seen = first.get(item.id);
    if (seen !== undefined) {
      const files = [raw.sources?.[kind]?.[seen], raw.sources?.[kind]?.[i]].filter(Boolean);
      const inFiles = files.length ? ` (in ${[...new Set(files)].join(' and ')})` : '';
      throw new CatalogError(`Duplicate ${NAMES[kind][0]} id "${item.id}"${inFiles}`);
    }
    first.set(item.id, i);
    map.set(item.id, item);
  });
  return map;
};

type Issue = { path: PropertyKey[]; message: string };

/** A schema, zod's or another's, as far as `parse` uses it. */
type SafeParser<T> = {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

const parse = <T>(raw: RawCatalog, kind: Kind, schema: SafeParser<T>): T => {
  const value = raw[kind];
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const [index, ...rest] = issue?.path ?? [];
  if (typeof index !== 'number') {
    throw new CatalogError(`Invalid ${NAMES[kind][1]}: ${issue?.message ?? 'invalid value'}`);
  }
  // Name the entry by its id when it has one, else by its position, and say where inside.
  const entry = (value as unknown[])[index] as { id?: unknown } | undefined;
  const name = typeof entry?.id === 'string' ? `"${entry.id}"` : `#${index + 1}`;
  const at = rest.length ? ` at ${rest.map(String).join('.')}` : '';
  throw new CatalogError(
    `Invalid ${NAMES[kind][0]} ${name}${where(raw, kind, index)}${at}: ${issue?.message}`,
  );
};

const checkRefs = (
  raw: RawCatalog,
  owner: { kind: Kind; id: string; index: number },
  targetKind: Kind,
  ids: string[],
  target: Map<string, unknown>,
) => {
  for (const id of ids) {
    if (!target.has(id)) {
      const [name] = NAMES[owner.kind];
      const ownerName = `${name.charAt(0).toUpperCase()}${name.slice(1)} "${owner.id}"`;
      throw new CatalogError(
        `${ownerName}${where(raw, owner.kind, owner.index)} refers to unknown ${NAMES[targetKind][0]} "${id}"`,
      );
    }
  }
};

/** Each entry of a map with its position in the raw array (maps keep insertion order). */
const entries = <T>(map: Map<string, T>) => [...map.values()].map((v, index) => ({ v, index }));

/**
 * Validates every entry against its schema and every reference across files, and indexes
 * the result. `industryIds`, when given, are the only industry ids allowed.
 */
export const buildCatalog = (raw: RawCatalog, industryIds?: readonly string[]): Catalog => {
  const load = <T extends { id: string }>(kind: Kind, schema: SafeParser<T[]>) =>
    indexById(raw, kind, parse(raw, kind, schema));
  const competencies = load('competencies', catalogCompetencyFileSchema);
  const functions = load('functions', catalogFunctionFileSchema);
  const domainFunctions = load('domainFunctions', catalogFunctionFileSchema);
  const jobFamilies = load('jobFamilies', catalogJobFamilyFileSchema);
  const domainJobFamilies = load('domainJobFamilies', catalogJobFamilyFileSchema);
  const industries = load('industries', catalogIndustriesFileSchema);

  for (const [kind, map] of [
    ['functions', functions],
    ['domainFunctions', domainFunctions],
  ] as const) {
    for (const { v, index } of entries(map)) {
      checkRefs(raw, { kind, id: v.id, index }, 'competencies', v.competencies, competencies);
    }
  }
  for (const { v, index } of entries(jobFamilies)) {
    checkRefs(raw, { kind: 'jobFamilies', id: v.id, index }, 'functions', v.functions, functions);
  }
  for (const { v, index } of entries(domainJobFamilies)) {
    const owner = { kind: 'domainJobFamilies' as const, id: v.id, index };
    checkRefs(raw, owner, 'domainFunctions', v.functions, domainFunctions);
  }
  for (const { v, index } of entries(industries)) {
    const owner = { kind: 'industries' as const, id: v.id, index };
    if (industryIds && !industryIds.includes(v.id)) {
      throw new CatalogError(
        `Unknown industry category "${v.id}"${where(raw, 'industries', index)}: not in the option set`,
      );
    }
    checkRefs(raw, owner, 'jobFamilies', v.jobFamilies, jobFamilies);
    checkRefs(raw, owner, 'domainJobFamilies', v.domainJobFamilies, domainJobFamilies);
  }
  return { industries, jobFamilies, functions, domainJobFamilies, domainFunctions, competencies };
};
